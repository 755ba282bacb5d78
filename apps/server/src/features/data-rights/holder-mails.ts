/** The mails the outbox keeps that were about a card's holder: disclosed with their data, erased with it. */
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { CardRecord } from '../../db/card-records';
import { mailOutbox } from '../../db/schema/index';

/** Mails to the holder's address that name this card (its codes, or the holder's name). */
export function mailsAbout(o: CardRecord['order']): SQL | undefined {
  if (o.email === '') return sql`false`;
  const names = (needle: string) => sql`strpos(${mailOutbox.text}, ${needle}) > 0`;
  const about = [names(o.online_code), names(o.user_code)];
  if (o.forname !== '' && o.familyname !== '') about.push(names(`${o.forname} ${o.familyname}`));
  return and(sql`lower(${mailOutbox.recipient}) = lower(${o.email})`, or(...about));
}
