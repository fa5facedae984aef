// What other modules may use from specs: the seller's product routes check and save a listing's specs and facts.
export {
  attachCertificate,
  checkListingSpecs,
  factColumns,
  saveListingDetails,
  type CertificateChange,
  type CheckedSpec,
} from './listing-writes.ts';
export { findCategory } from './repo.ts';
