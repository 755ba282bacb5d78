/**
 * What other features use of photo-review: accepting photos in their own transaction (staff's new
 * photo on the card form counts as accepted), a card's photo history (card details) and the count of
 * waiting photos (the school's overview).
 */
export { photoHistory } from './photo-history';
export { acceptPhotosIn, countPendingPhotos } from './photo-review.service';
