/**
 * What other features use of members' files: storing a private file of their own purpose (a chat image,
 * an alumni proof, a CV attachment) and reading or deleting one under its access rule, and the member's
 * upload quota for what they store themselves.
 */
export {
  claimPrivateFiles,
  deletePrivateFile,
  privateFilesByIds,
  openPrivateFile,
  storePrivateFile,
  type FileReader,
  type NewPrivateFile,
  type PrivateFileDeps,
  type PrivateFileRow,
} from './private-files.js';
export { checkMemberUploadQuota } from './quota.js';
/** One private file's row by id, whoever owns it (a feature checks its own rule: work's CV attachments). */
export { privateFileById } from './repo.js';
