export { test, expect } from './fixtures.js';
export { latestCode, outbox, messagesTo, type OutboxEntry } from './outbox.js';
export { uniquePhone, phoneParts, uniqueEmail, uniquePassword, type PhoneCountry } from './identities.js';
export { setLanguage, type Language } from './language.js';
export { expectNoSeriousA11yViolations } from './a11y.js';
export { drawnFonts } from './fonts.js';
export { demoAdmin, apiSignIn, registerMember, grantRole, useToken, pngFile, adminOnlyFiles } from './staff.js';
export { staffEvent, publishEvent } from './reservation.js';
