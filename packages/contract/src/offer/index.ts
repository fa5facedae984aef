export * from './offer-rules';
export * from './offer';
export * from './offer-settings';
export * from './offer-page-texts-seller';
export * from './offer-page-texts-buyer';
