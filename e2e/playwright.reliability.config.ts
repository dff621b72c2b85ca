/**
 * `npm run test:reliability` (browser part): hostile content shown in the real
 * browser. Same server and browser as the end-to-end journeys.
 */
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

export default defineConfig({ ...journeys, testDir: './reliability' });
