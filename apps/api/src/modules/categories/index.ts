// The categories module's public file: what app.ts and other modules may use of it (issue 19).
export { categoriesModule } from './categories.module';
// What the public sees of categories, for the sitemaps of the seo module.
export { enabledCategory } from './categories.repository';
