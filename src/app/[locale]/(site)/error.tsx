'use client';

// A page that fails on the server: the error page inside the site's chrome (decision 015).
export { ServerErrorView as default } from '@/components/site/server-error-view';
