/** The media module's public entry: what other modules may use (docs/architecture.md). */

export {
  dataExportKey,
  eraseFilesOf,
  type OwnFile,
  ownFiles,
  readStoredFile,
  removeStoredFile,
  signDataExport,
  storeDataExport,
} from './personal-files.ts';
export { registerFileHolder, registerHolderCheck, registerReadPolicy } from './policies.ts';
export {
  claimUpload,
  type ReceivedFile,
  releaseUpload,
  signMediaRead,
  storeReceivedFile,
  uploadedNames,
} from './service.ts';
