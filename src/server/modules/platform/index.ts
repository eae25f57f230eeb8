/**
 * The platform context's public face (issue 36, decision 0083): what the other contexts may import from it.
 * They import it from here, never from a file behind it; a name joins the list when another context needs it.
 */
export {
  deleteFilesUploadedBy,
  describeSize,
  findLatestRecordFiles,
  type IncomingFile,
  listFilesOfRecord,
  openFileOfRecord,
  openLatestRecordFile,
  openSealedFileOfRecord,
  recordStoredFile,
  removeStoredObjects,
  type StoredUpload,
  storeSealedObject,
  storeUploadedObject,
  UPLOAD_MESSAGES,
} from './files/files.service';
export { readSingleFileUpload } from './files/single-file-upload';
