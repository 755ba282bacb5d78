/**
 * Vitest setup of the 'shared' and 'web' projects: the German zod error map that the server and the web
 * app install before any schema runs, so tests see the messages users see.
 */
import { installGermanZodErrors } from './zod-de';

installGermanZodErrors();
