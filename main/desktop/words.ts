// The main process's own words (menu, dialogs), in Dutch and English side by side as the renderer's
// catalogs hold them; the language is chosen as the renderer chooses it: the system's nl* is Dutch.
export type Language = 'nl' | 'en';

const words = {
  file: { en: 'File', nl: 'Bestand' },
  openData: { en: 'Open data folder', nl: 'Gegevensmap openen' },
  openLogs: { en: 'Open logs', nl: 'Logboeken openen' },
  quit: { en: 'Quit', nl: 'Afsluiten' },
  edit: { en: 'Edit', nl: 'Bewerken' },
  undo: { en: 'Undo', nl: 'Ongedaan maken' },
  redo: { en: 'Redo', nl: 'Opnieuw' },
  cut: { en: 'Cut', nl: 'Knippen' },
  copy: { en: 'Copy', nl: 'Kopiëren' },
  paste: { en: 'Paste', nl: 'Plakken' },
  selectAll: { en: 'Select all', nl: 'Alles selecteren' },
  view: { en: 'View', nl: 'Beeld' },
  reload: { en: 'Reload', nl: 'Opnieuw laden' },
  zoomIn: { en: 'Zoom in', nl: 'Inzoomen' },
  zoomOut: { en: 'Zoom out', nl: 'Uitzoomen' },
  actualSize: { en: 'Actual size', nl: 'Ware grootte' },
  fullScreen: { en: 'Full screen', nl: 'Volledig scherm' },
  devTools: { en: 'Developer tools', nl: 'Ontwikkelaarshulpmiddelen' },
  window: { en: 'Window', nl: 'Venster' },
  minimize: { en: 'Minimize', nl: 'Minimaliseren' },
  help: { en: 'Help', nl: 'Help' },
  helpItem: { en: 'SETU Workbench help', nl: 'Help bij SETU Workbench' },
  about: { en: 'About SETU Workbench', nl: 'Over SETU Workbench' },
  aboutText: {
    en: 'SETU Workbench {version}\nDraft, check, queue and exchange SETU staffing messages.',
    nl: 'SETU Workbench {version}\nSETU-berichten voor uitzendwerk opstellen, controleren, klaarzetten en uitwisselen.',
  },
  helpText: {
    en: 'Your messages, settings, backups and logs are in the data folder ({data}).\nSettings › Data folder makes a backup and restores one; a backup is also taken every day.\nUninstalling the app keeps the data folder.',
    nl: 'Uw berichten, instellingen, back-ups en logboeken staan in de gegevensmap ({data}).\nInstellingen › Gegevensmap maakt een back-up en zet er een terug; elke dag wordt ook een back-up gemaakt.\nDe app verwijderen laat de gegevensmap staan.',
  },
  ok: { en: 'OK', nl: 'OK' },
  stoppedTitle: { en: 'SETU Workbench stopped', nl: 'SETU Workbench is gestopt' },
  stoppedText: {
    en: "The Workbench's server process stopped and could not be started again: {reason}",
    nl: 'Het serverproces van de Workbench is gestopt en kon niet opnieuw starten: {reason}',
  },
  openLog: { en: 'Open log', nl: 'Logboek openen' },
  startFailed: { en: 'SETU Workbench could not start', nl: 'SETU Workbench kon niet starten' },
  pageGoneTitle: { en: 'The window stopped working', nl: 'Het venster werkt niet meer' },
  pageGoneText: {
    en: "The Workbench's window stopped {count} times in a short time, so it is not opened again by itself. Your messages are safe: they are kept apart from the window.",
    nl: 'Het venster van de Workbench is in korte tijd {count} keer gestopt en wordt daarom niet vanzelf opnieuw geopend. Uw berichten zijn veilig: ze worden los van het venster bewaard.',
  },
  seeLog: {
    en: 'What happened is in the log: {log}',
    nl: 'Wat er gebeurde staat in het logboek: {log}',
  },
  tryAgain: { en: 'Try again', nl: 'Opnieuw proberen' },
} satisfies Record<string, Record<Language, string>>;

export type WordKey = keyof typeof words;
export type Say = (key: WordKey, values?: Record<string, string>) => string;

/** The first of the system's preferred languages that the app speaks; else English. */
export function languageOf(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'nl' || base === 'en') return base;
  }
  return 'en';
}

export const sayer =
  (language: Language): Say =>
  (key, values = {}) =>
    words[key][language].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
