export * from './offer-rules';
export * from './offer';
export * from './offer-settings';
