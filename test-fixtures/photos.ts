/** The test photos (test-fixtures/photos/), for server tests and e2e specs alike. */
import path from 'node:path';

export const FIXTURE_PHOTOS_DIR = path.join(import.meta.dirname, 'photos');
export type FixturePhoto = 'astronaut.png' | 'chelsea.png' | 'coffee.png';
export const fixturePhoto = (name: FixturePhoto) => path.join(FIXTURE_PHOTOS_DIR, name);
