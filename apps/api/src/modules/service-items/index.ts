// The service-items module's public file: what app.ts and other modules may use of it (issue 19).
export { listingPage, publicListing, withSearchSettings } from './service-items-query.repository';
export { searchTerms } from './service-items-search';
export { serviceItemsModule } from './service-items.module';
