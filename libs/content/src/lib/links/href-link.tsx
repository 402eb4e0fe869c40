import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to a URL of the storefront that may carry a query (a blog tab, a page, a stores tab): a
 * crawlable `<a href>` that navigates on the client once JavaScript runs, a plain link before.
 */
export function HrefLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a {...rest} href={href} onClick={follow} />;
}
