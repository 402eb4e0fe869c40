import { CONTENT_LOCALES } from '../../content-locales';
import type { Db } from '../open-database';
import { blogCategories, blogPosts } from './blog.seed-data';
import { imageInserter, json, translationInserter } from './insert';
import { seedNews } from './news.seed-data';
import { seedPages } from './pages.seed-data';
import { serviceArticles, serviceSections } from './service.seed-data';
import type { Block } from './texts';

export function seedBlog(db: Db): void {
  const insertImage = imageInserter(db);
  const insertCategory = db.prepare<[string, number]>('INSERT INTO blog_categories (slug, position) VALUES (?, ?)');
  const categoryTexts = translationInserter(db, 'blog_category_translations', 'category_id', ['title', 'description']);
  const categoryIds = new Map<string, number>();
  blogCategories.forEach((category, index) => {
    const id = Number(insertCategory.run(category.slug, (index + 1) * 10).lastInsertRowid);
    categoryIds.set(category.slug, id);
    categoryTexts(id, [category.title, category.description]);
  });
  const insertPost = db.prepare(
    `INSERT INTO blog_posts (slug, category_id, published_at, reading_minutes, image)
     VALUES (@slug, @categoryId, @publishedAt, @readingMinutes, @image)`,
  );
  const postTexts = translationInserter(db, 'blog_post_translations', 'post_id', ['title', 'excerpt', 'body_json']);
  // Oldest first, so ids grow with the publication date like a real blog's.
  for (const post of [...blogPosts].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))) {
    const categoryId = categoryIds.get(post.category);
    if (categoryId === undefined) throw new Error(`Unknown blog category ${post.category}`);
    const image = insertImage({
      path: `/blog/${post.slug}.svg`,
      width: 1200,
      height: 675,
      recipe: { shape: post.shape, main: post.colour, accent: '#66CC33', view: 'card', title: post.title.en },
    });
    const id = Number(insertPost.run({ slug: post.slug, categoryId, publishedAt: post.publishedAt, readingMinutes: post.readingMinutes, image }).lastInsertRowid);
    postTexts(id, [post.title, post.excerpt, json(post.body)]);
  }
}

export function seedNewsRows(db: Db): void {
  const insertImage = imageInserter(db);
  const insertNews = db.prepare<[string, string, string]>('INSERT INTO news (slug, published_at, image) VALUES (?, ?, ?)');
  const texts = translationInserter(db, 'news_translations', 'news_id', ['title', 'excerpt', 'body_json']);
  for (const item of [...seedNews].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))) {
    const image = insertImage({
      path: `/news/${item.slug}.svg`,
      width: 1200,
      height: 675,
      recipe: { shape: item.shape, main: item.colour, accent: '#66CC33', view: 'card', title: item.title.en },
    });
    const id = Number(insertNews.run(item.slug, item.publishedAt, image).lastInsertRowid);
    texts(id, [item.title, item.excerpt, json(item.body)]);
  }
}

export function seedPageRows(db: Db): void {
  const insertPage = db.prepare<[string, number, string]>('INSERT INTO pages (slug, position, updated_at) VALUES (?, ?, ?)');
  const texts = translationInserter(db, 'page_translations', 'page_id', ['title', 'meta_description', 'body_json']);
  seedPages.forEach((page, index) => {
    const id = Number(insertPage.run(page.slug, (index + 1) * 10, page.updatedAt).lastInsertRowid);
    texts(id, [page.title, page.metaDescription, json(page.body)]);
  });
}

const plainText = (blocks: readonly Block[]) => blocks.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)).join('\n');

/** Support sections and articles; every language of every article goes into the search index. */
export function seedService(db: Db): void {
  const insertSection = db.prepare<[string, number, string]>('INSERT INTO service_sections (slug, position, icon) VALUES (?, ?, ?)');
  const sectionTexts = translationInserter(db, 'service_section_translations', 'section_id', ['title', 'description']);
  const sectionIds = new Map<string, number>();
  serviceSections.forEach((section, index) => {
    const id = Number(insertSection.run(section.slug, (index + 1) * 10, section.icon).lastInsertRowid);
    sectionIds.set(section.slug, id);
    sectionTexts(id, [section.title, section.description]);
  });
  const insertArticle = db.prepare(
    `INSERT INTO service_articles (slug, section_id, position, popular, updated_at)
     VALUES (@slug, @sectionId, @position, @popular, '2026-09-01T00:00:00.000Z')`,
  );
  const articleTexts = translationInserter(db, 'service_article_translations', 'article_id', ['title', 'summary', 'body_json']);
  const insertSearch = db.prepare<[number, string, string, string]>('INSERT INTO service_search (article_id, locale, title, body) VALUES (?, ?, ?, ?)');
  const positions = new Map<string, number>();
  for (const article of serviceArticles) {
    const sectionId = sectionIds.get(article.section);
    if (sectionId === undefined) throw new Error(`Unknown section ${article.section}`);
    const position = (positions.get(article.section) ?? 0) + 10;
    positions.set(article.section, position);
    const id = Number(insertArticle.run({ slug: article.slug, sectionId, position, popular: article.popular ? 1 : 0 }).lastInsertRowid);
    articleTexts(id, [article.title, article.summary, json(article.body)]);
    for (const locale of CONTENT_LOCALES) {
      insertSearch.run(id, locale, article.title[locale], `${article.summary[locale]}\n${plainText(article.body[locale])}`);
    }
  }
}
