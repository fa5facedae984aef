export { xhrFetch, uploadOptions, type UploadProgress } from './xhr-fetch';
