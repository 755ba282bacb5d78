/**
 * The processor's record of processing activities (GDPR Art. 30(2)) for one tenant, as German text:
 * the operator processes the tenant's cards on its behalf. What it states is read from the running
 * configuration (deletion periods, payment providers, mail) and from the tenant (its address, whether
 * it requires the second factor), so the record says what this installation really does.
 */
import { OPERATOR, SUPPORT_EMAIL, TECH_CONTACT } from '@ausweis/shared/operator';
import { PERSON_FIELD_KEYS, PERSON_FIELDS } from '@ausweis/shared/person-fields';
import type { RetentionPeriod } from '@ausweis/shared/schemas/privacy';
import type { Config } from '../../config';
import { type PeriodConfig, retentionPeriods } from './retention-periods';

export interface RecordTenant {
  name: string;
  name2: string | null;
  street: string;
  plz: string;
  city: string;
  email: string;
  telefone: string;
  require_second_factor: boolean;
}

export type RecordConfig = PeriodConfig &
  Pick<Config, 'stripeSecretKey' | 'paypalClientId' | 'smtpUrl' | 'publicUrl'>;

/** A heading with its paragraphs and bullet points; `periods` puts the table of deletion periods there. */
export interface RecordSection {
  title: string;
  paragraphs?: string[];
  bullets?: string[];
  periods?: RetentionPeriod[];
}

export interface ProcessingRecord {
  title: string;
  subtitle: string;
  sections: RecordSection[];
}

const PERSON_FIELD_NAMES = PERSON_FIELD_KEYS.map((k) => PERSON_FIELDS[k].label).join(', ');

const configured = (set: boolean) => (set ? 'eingerichtet' : 'derzeit nicht eingerichtet');

export function processingRecord(tenant: RecordTenant, config: RecordConfig): ProcessingRecord {
  const periods = retentionPeriods(config);
  const auditPeriod = periods.at(-1)?.period ?? '';
  return {
    title: 'Verzeichnis von Verarbeitungstätigkeiten',
    subtitle: 'des Auftragsverarbeiters nach Art. 30 Abs. 2 DSGVO',
    sections: [
      {
        title: 'Auftragsverarbeiter',
        paragraphs: [
          `${OPERATOR.name}, ${OPERATOR.street}, ${OPERATOR.city}`,
          `Vertreten durch: ${OPERATOR.representative}`,
          `Kontakt: ${SUPPORT_EMAIL}, ${TECH_CONTACT.phone}`,
        ],
      },
      {
        title: 'Verantwortlicher',
        paragraphs: [
          [tenant.name, tenant.name2].filter(Boolean).join(' '),
          `${tenant.street}, ${tenant.plz} ${tenant.city}`,
          `Kontakt: ${tenant.email}, ${tenant.telefone}`,
        ],
      },
      {
        title: 'Kategorien von Verarbeitungen und Zwecke',
        bullets: [
          'Bestellung, Herstellung und Ausgabe von Ausweisen (Ausweis auf dem Smartphone und gedruckte Karte)',
          'Prüfung der Gültigkeit eines Ausweises (Ausweis-Info, Prüf-App)',
          'Bezahlung von Bestellungen und Abrechnung mit der Einrichtung',
          'Versand von Zugangsdaten, Links und Benachrichtigungen per E-Mail',
          'Verwaltung der Ausweise durch die Mitarbeitenden der Einrichtung',
          'Nachweis der Zugriffe auf die Daten (Protokoll)',
        ],
      },
      {
        title: 'Kategorien betroffener Personen',
        bullets: [
          'Ausweisinhaberinnen und -inhaber (zum Beispiel Schülerinnen und Schüler, auch Kinder)',
          'Eltern und andere Bestellende',
          'Mitarbeitende der Einrichtung, die das Portal nutzen',
        ],
      },
      {
        title: 'Kategorien personenbezogener Daten',
        bullets: [
          `Angaben zur Person, soweit das Produkt sie verlangt: ${PERSON_FIELD_NAMES}`,
          'Foto und Unterschrift',
          'Bestell- und Zahlungsstatus (keine Kartennummern)',
          'Zugangsdaten der Mitarbeitenden (E-Mail-Adresse, Passwort nur als Hash, zweiter Faktor)',
          'Protokolldaten: Zeitpunkt, Person und Rolle, Aktion, Nummern der betroffenen Datensätze, Netz der IP-Adresse, Browser (keine Inhalte der Daten)',
        ],
      },
      {
        title: 'Empfänger',
        bullets: [
          `Zahlungsdienstleister Stripe (${configured(config.stripeSecretKey !== null)}) und PayPal (${configured(config.paypalClientId !== null)}): Bestellnummer und Betrag einer Bestellung, die online bezahlt wird`,
          `E-Mail-Versand über den Mailserver des Betreibers (${configured(config.smtpUrl !== null)}): E-Mail-Adresse und Inhalt der Nachricht`,
          'Druckerei für gedruckte Ausweise: Druckexport mit Name, Anschrift und Foto der bestellten Karten',
          'Mitarbeitende der Einrichtung nach ihrer Rolle',
        ],
      },
      {
        title: 'Übermittlung in Drittländer',
        paragraphs: [
          'Der Auftragsverarbeiter übermittelt keine Daten in Drittländer. Zahlungen wickeln die Zahlungsdienstleister in eigener Verantwortung ab.',
        ],
      },
      {
        title: 'Löschfristen',
        paragraphs: ['Die Fristen dieser Installation; der Löschjob setzt sie stündlich um.'],
        periods,
      },
      {
        title: 'Technische und organisatorische Maßnahmen (Art. 32 DSGVO)',
        bullets: [
          `Zweiter Faktor bei der Anmeldung der Mitarbeitenden (Einmalcode-App oder Passkey); für diese Einrichtung ${tenant.require_second_factor ? 'für alle Mitarbeitenden verlangt' : 'wählbar, nicht für alle verlangt'}; für Super-Admins stets verlangt`,
          'Trennung der Mandanten: jede Abfrage ist auf die Einrichtung beschränkt; Datensätze anderer Einrichtungen gelten als nicht vorhanden',
          `Protokoll aller Zugriffe und Änderungen, fälschungssicher verkettet (jeder Eintrag trägt den Hash des vorigen) und täglich signiert; aufbewahrt ${auditPeriod}`,
          'Rollen mit den geringsten nötigen Rechten: Benutzer, Admin der Einrichtung, Super-Admin des Betreibers',
          'Gespeicherte Geheimnisse (Schlüssel der Einmalcodes, Zugangsdaten der Anmeldedienste) verschlüsselt (AES-256-GCM); Passwörter nur als scrypt-Hash',
          `Übertragung nur verschlüsselt (HTTPS/TLS) an ${config.publicUrl}`,
          'Löschjob: löscht stündlich nach den Löschfristen und hält jeden Lauf mit seinen Zahlen fest',
          'Sitzungen der Mitarbeitenden sind begrenzt und widerrufbar; Anmeldeversuche sind begrenzt',
          'Zugriff auf den Ausweis in der App nur mit dem Zugangscode; QR-Codes der Ausweise sind signiert',
        ],
      },
    ],
  };
}
