// Who the app is to Windows: the app user model id that electron-builder gives the installer's Start
// menu shortcut (electron-builder.yml's appId; test/packaging.test.ts holds the two equal). Without it
// the app's notifications go out under Electron's own id, which no shortcut carries.
export const APP_USER_MODEL_ID = 'nl.setu-workbench.app';
