// The Settings page around its forms: the data folder, backups, notifications, and the section for
// integrators (API paths, command line), which a clerk never needs.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'settings.heading': { en: 'Settings', nl: 'Instellingen' },
  'settings.data': { en: 'Data folder and backups', nl: 'Gegevensmap en back-ups' },
  'settings.data.text': {
    en: 'Everything the Workbench keeps (messages, drafts, relations, placements) is one file in its data folder on this computer. A backup is a copy of that folder; the Workbench also makes one by itself before every update of the file.',
    nl: 'Alles wat de Workbench bewaart (berichten, concepten, relaties, plaatsingen) staat in één bestand in de gegevensmap op deze computer. Een back-up is een kopie van die map; de Workbench maakt er ook zelf een vóór elke bijwerking van het bestand.',
  },
  'settings.data.folder': { en: 'Data folder', nl: 'Gegevensmap' },
  'settings.data.backups': { en: 'Backups', nl: 'Back-ups' },
  'settings.data.noBackups': { en: 'No backups yet.', nl: 'Nog geen back-ups.' },
  'settings.data.copy': { en: 'Save a backup copy…', nl: 'Back-up opslaan…' },
  'settings.data.copying': { en: 'Making the copy…', nl: 'Kopie wordt gemaakt…' },
  'settings.data.copied': { en: 'The backup copy is saved.', nl: 'De back-up is opgeslagen.' },
  'settings.data.open': { en: 'Open the data folder', nl: 'Gegevensmap openen' },
  'settings.data.openLogs': { en: 'Open the logs', nl: 'Logboeken openen' },
  'settings.data.restore': { en: 'Restore from a backup…', nl: 'Terugzetten vanaf een back-up…' },
  'settings.data.restoreTitle': {
    en: 'Choose the backup to restore',
    nl: 'Kies de back-up om terug te zetten',
  },
  'settings.data.restoreConfirm': {
    en: 'Replace everything the Workbench holds now with this backup? What changed since it was made is lost (a copy of the present data is kept in the backups folder).',
    nl: 'Alles wat de Workbench nu bevat vervangen door deze back-up? Wat sindsdien is gewijzigd gaat verloren (een kopie van de huidige gegevens blijft in de map met back-ups).',
  },
  'settings.data.restarting': {
    en: 'The backup is checked and put in place: the Workbench starts again with it.',
    nl: 'De back-up is gecontroleerd en klaargezet: de Workbench start opnieuw met die gegevens.',
  },
  'settings.data.restoreLater': {
    en: 'The backup is checked and put in place the next time the Workbench server starts.',
    nl: 'De back-up is gecontroleerd en wordt gebruikt zodra de Workbench-server weer start.',
  },
  'settings.data.col.name': { en: 'File', nl: 'Bestand' },
  'settings.data.col.size': { en: 'Size', nl: 'Grootte' },
  'settings.data.col.made': { en: 'Made', nl: 'Gemaakt' },
  'settings.data.size': { en: '{size} MB', nl: '{size} MB' },
  'settings.notify': { en: 'Notifications', nl: 'Meldingen' },
  'settings.notify.text': {
    en: 'A notification when messages arrive or sending fails, while you work in another window.',
    nl: 'Een melding als er berichten binnenkomen of versturen mislukt, terwijl u in een ander venster werkt.',
  },
  'settings.notify.on': { en: 'Notifications are on.', nl: 'Meldingen staan aan.' },
  'settings.notify.off': {
    en: 'Notifications are blocked in this browser.',
    nl: 'Meldingen zijn in deze browser geblokkeerd.',
  },
  'settings.notify.none': {
    en: 'This browser cannot show notifications.',
    nl: 'Deze browser kan geen meldingen tonen.',
  },
  'settings.notify.ask': { en: 'Turn on notifications', nl: 'Meldingen aanzetten' },
  'settings.about': { en: 'About', nl: 'Over' },
  'settings.version': { en: 'SETU Workbench {version}.', nl: 'SETU Workbench {version}.' },
  'settings.integrators': { en: 'For integrators', nl: 'Voor integratoren' },
  'settings.integrators.text': {
    en: 'Technical details for whoever connects the Workbench to other systems.',
    nl: 'Technische gegevens voor wie de Workbench met andere systemen verbindt.',
  },
  'settings.families': {
    en: 'Message families this version handles',
    nl: 'Berichtsoorten die deze versie kent',
  },
  'settings.col.family': { en: 'Family', nl: 'Soort' },
  'settings.col.versions': { en: 'Versions', nl: 'Versies' },
  'settings.col.paths': { en: 'API paths', nl: 'API-paden' },
  'settings.server': { en: 'Server', nl: 'Server' },
  'settings.server.text': {
    en: 'This window talks to the Workbench server at {origin}. Its role, data folder and listen address are set when it starts:',
    nl: 'Dit venster praat met de Workbench-server op {origin}. De rol, de gegevensmap en het luisteradres worden ingesteld bij het starten:',
  },
  'settings.signIn': { en: 'Signing in', nl: 'Aanmelden' },
  'settings.signIn.text': {
    en: 'A browser signs in with the address the server prints; the sign-in lasts for this tab. This command prints the token again:',
    nl: 'Een browser meldt zich aan met het adres dat de server toont; de aanmelding geldt voor dit tabblad. Dit commando toont het token opnieuw:',
  },
  'signedOut.text': {
    en: 'Open the Workbench with the address its server printed when it started: that address signs you in.',
    nl: 'Open de Workbench met het adres dat de server bij het starten toonde: met dat adres bent u aangemeld.',
  },
  'signedOut.integrator': {
    en: 'For integrators: this command prints the sign-in token again:',
    nl: 'Voor integratoren: dit commando toont het aanmeldtoken opnieuw:',
  },
});
