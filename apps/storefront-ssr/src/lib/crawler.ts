/**
 * Search engines, link previewers, SEO and AI crawlers, and audit tools (Lighthouse, PageSpeed
 * Insights, GTmetrix…), by the names they put in their user agents. Names, not a bare "bot": a
 * phone brand (CUBOT) or an app name must not turn a shopper into a crawler.
 */
const CRAWLER_NAMES = [
  // Google: search, ads, inspection, shopping, PageSpeed Insights and Lighthouse
  'googlebot',
  'google-inspectiontool',
  'storebot-google',
  'adsbot',
  'mediapartners-google',
  'apis-google',
  'feedfetcher-google',
  'googleother',
  'google page speed',
  'pagespeed',
  'lighthouse',
  // Other search engines
  'bingbot',
  'bingpreview',
  'msnbot',
  'adidxbot',
  'slurp',
  'duckduckbot',
  'baiduspider',
  'yandex.com/bots',
  'sogou web spider',
  'seznambot',
  'yeti/',
  'applebot',
  'petalbot',
  'qwantbot',
  // Link previews
  'facebookexternalhit',
  'facebot',
  'meta-externalagent',
  'twitterbot',
  'linkedinbot',
  'pinterestbot',
  'slackbot',
  'discordbot',
  'telegrambot',
  'whatsapp/',
  'skypeuripreview',
  'embedly',
  // SEO tools, archives and AI crawlers
  'semrushbot',
  'ahrefsbot',
  'mj12bot',
  'dotbot',
  'rogerbot',
  'screaming frog',
  'ia_archiver',
  'archive.org_bot',
  'ccbot',
  'gptbot',
  'chatgpt-user',
  'claudebot',
  'perplexitybot',
  'bytespider',
  'amazonbot',
  // Audits and monitoring
  'gtmetrix',
  'pingdom',
  'uptimerobot',
  'siteimprove',
  'webpagetest',
];

/** Whether a request comes from a crawler or an audit tool (SPEC §8: they never get the error page). */
export function isCrawler(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  const agent = userAgent.slice(0, 500).toLowerCase();
  return CRAWLER_NAMES.some((name) => agent.includes(name));
}
