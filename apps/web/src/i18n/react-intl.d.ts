// react-intl's message ids are the keys of the German texts: a misspelt key fails the type check.
import type { MessageId } from '@ausweis/shared/i18n/texts/de';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
