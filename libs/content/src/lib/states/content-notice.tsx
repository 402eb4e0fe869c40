import { css } from '@emotion/react';
import { Button, colors, fontSizes, radii, space } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface ContentNoticeProps {
  kind: 'empty' | 'error';
  title: ReactNode;
  text?: ReactNode;
  /**
   * The way on: another URL (an empty list), or the same URL to try again (`retry`: with JavaScript
   * the route's data is loaded again without a page load). A link either way, so it works without JavaScript.
   */
  action?: { href: string; label: ReactNode; retry?: boolean };
}

const noticeStyles = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[3],
  padding: `${space[10]} ${space[4]}`,
  border: `1px dashed ${colors.border}`,
  borderRadius: radii.md,
  textAlign: 'center',
  '& h2': { margin: 0, fontSize: fontSizes.xl },
  '& p': { margin: 0, maxInlineSize: '48ch', color: colors.textMuted },
});

/** A content block's designed state: nothing in it yet, or not loaded (with a retry). */
export function ContentNotice({ kind, title, text, action }: ContentNoticeProps) {
  const router = useRouter();
  return (
    <div css={noticeStyles} role={kind === 'error' ? 'alert' : 'status'} data-state={kind}>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action ? (
        <Button
          href={action.href}
          variant="outlined"
          onClick={(event) => {
            event.preventDefault();
            void (action.retry ? router.invalidate() : router.navigate({ href: action.href }));
          }}
        >
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
