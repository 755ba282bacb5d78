/**
 * zod in the browser, with the German messages (shared zod-de) installed on first use: by the first
 * form's chunk, not the first load of every page (zod's core is some 5 KB gzip). Forms take zodResolver
 * from here (biome.json forbids the direct import); code that parses with zod itself imports this module.
 */
import { installGermanZodErrors } from '@ausweis/shared/validation/zod-de';
import { zodResolver } from '@hookform/resolvers/zod';

installGermanZodErrors();

export { zodResolver };
