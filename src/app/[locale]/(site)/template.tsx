export { PageTransition as default } from '@/components/site/page-transition';
