// Public API of @storefront/content.
export { serviceInitQuery } from './lib/service/service-init.query';
