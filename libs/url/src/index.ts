export { KEPT_SCROLL, keepsScroll } from './lib/kept-scroll';
export { isFilePath, sameOriginTarget } from './lib/same-origin-target';
export { PAGE_TEMPLATES, routeTemplate } from './lib/route-template';
