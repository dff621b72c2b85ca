/** The site module's public file: the web app's pages, sitemap and robots.txt, for app.ts. */
export { registerWebApp, webDistAvailable } from './web-app';
