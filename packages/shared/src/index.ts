export * from './enums.ts';
export * from './limits.ts';
export * from './lists/countries.ts';
export * from './lists/education-levels.ts';
export * from './lists/industries.ts';
export * from './lists/universities.ts';
export * from './schemas/auth.ts';
export * from './schemas/errors.ts';
