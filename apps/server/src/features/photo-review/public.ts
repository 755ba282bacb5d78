/**
 * What other features use of photo-review: accepting photos in their own transaction (staff's new
 * photo on the card form counts as accepted) and a card's photo history (card details).
 */
export { photoHistory } from './photo-history';
export { acceptPhotosIn } from './photo-review.service';
