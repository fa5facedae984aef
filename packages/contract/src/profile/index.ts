export * from './profile';
export * from './profile-update';
export * from './account-list';
export * from './profile-picture';
export * from './profile-limits';
