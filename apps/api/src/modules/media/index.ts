/** The media module's public entry: what other modules may use (docs/architecture.md). */
export { registerFileHolder, registerHolderCheck, registerReadPolicy } from './policies.ts';
export {
  claimUpload,
  type ReceivedFile,
  releaseUpload,
  signMediaRead,
  storeReceivedFile,
} from './service.ts';
