// The seo module's public file: what app.ts may use of it (issue 35).
export { seoModule } from './seo.module';
