import { BlogArticle, ContentNotice, blogMessages } from '@storefront/content';
import { useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';
import type { loadBlogPost } from '../-loader';

export type BlogPostViewProps = Awaited<ReturnType<typeof loadBlogPost>>;

/** `/blog/{slug}/`'s body: the article, or an error state with a retry when it could not be loaded. */
export function BlogPostView({ post, related }: BlogPostViewProps) {
  const imageUrl = useBackendImageUrl();
  const href = useLocation({ select: (location) => location.href });
  return post ? (
    <BlogArticle post={post} related={related} imageUrl={imageUrl} />
  ) : (
    <ContentNotice
      kind="error"
      title={<FormattedMessage {...blogMessages.loadError} />}
      text={<FormattedMessage {...blogMessages.loadErrorText} />}
      action={{ href, label: <FormattedMessage {...blogMessages.retry} />, retry: true }}
    />
  );
}
