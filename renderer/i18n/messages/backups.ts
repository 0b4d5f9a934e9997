// Settings › Backup and restore: a copy saved where the clerk chooses, a restore from such a file, and
// (in the desktop app) the data and log folders opened in the file manager.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'backups.heading': { en: 'Backup and restore', nl: 'Back-up en terugzetten' },
  'backups.text': {
    en: 'Save a copy of all your data where you choose (a USB stick, a network drive), and put such a copy back. The Workbench also makes a backup by itself every day and keeps the last ones in its data folder.',
    nl: 'Bewaar een kopie van al uw gegevens waar u wilt (een USB-stick, een netwerkschijf) en zet zo’n kopie terug. De Workbench maakt ook zelf elke dag een back-up en bewaart de laatste in de gegevensmap.',
  },
  'backups.save': { en: 'Save a backup…', nl: 'Back-up opslaan…' },
  'backups.saving': { en: 'Making the backup…', nl: 'Back-up maken…' },
  'backups.saved': { en: 'Backup saved as {name}.', nl: 'Back-up opgeslagen als {name}.' },
  'backups.restore': { en: 'Restore a backup…', nl: 'Back-up terugzetten…' },
  'backups.pick': { en: 'Choose a backup to restore', nl: 'Kies een back-up om terug te zetten' },
  'backups.confirm': {
    en: 'Replace all data of this Workbench with the backup {name}? What you changed since that backup is set aside in the data folder, not lost.',
    nl: 'Alle gegevens van deze Workbench vervangen door de back-up {name}? Wat u sinds die back-up wijzigde, wordt apart bewaard in de gegevensmap, niet weggegooid.',
  },
  'backups.restoring': { en: 'Checking the backup…', nl: 'Back-up controleren…' },
  'backups.restarting': {
    en: 'The backup is sound: the Workbench restarts with it now.',
    nl: 'De back-up is in orde: de Workbench start er nu mee opnieuw.',
  },
  'backups.restartServe': {
    en: 'The backup is sound. Stop and start the Workbench server to finish restoring it.',
    nl: 'De back-up is in orde. Stop en start de Workbench-server om het terugzetten af te ronden.',
  },
  'backups.openData': { en: 'Open data folder', nl: 'Gegevensmap openen' },
  'backups.openLogs': { en: 'Open logs', nl: 'Logboeken openen' },
});
