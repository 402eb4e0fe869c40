export { isFilePath, sameOriginTarget } from './lib/same-origin-target';
