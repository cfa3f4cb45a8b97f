export { ArticleNotFound as default } from '@/components/blog/article/article-not-found';
