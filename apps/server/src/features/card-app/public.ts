/** What other features use of the card app: drawing a card ahead of its first view (a job). */
export { queueCardRender } from './card-render.job';
