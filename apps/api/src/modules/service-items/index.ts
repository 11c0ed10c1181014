// The service-items module's public file: what app.ts and other modules may use of it (issue 19).
export { listingPage, publicListing, withSearchSettings } from './service-items-query.repository';
export { searchTerms } from './service-items-search';
export { serviceItemsModule } from './service-items.module';
// Stock taken at checkout and given back on cancellation, by the orders module in its transactions.
export { releaseStock, reserveStock } from './service-items.repository';
