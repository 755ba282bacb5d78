/**
 * Privacy policy (docs/product.md#overview), German text; the audit trail's period is the running
 * server's (AUDIT_KEEP_DAYS, its public info), the default until that has answered.
 */
import { RETENTION } from '@ausweis/shared/constants';
import { OPERATOR, SUPPORT_EMAIL } from '@ausweis/shared/operator';
import Link from '@mui/material/Link';
import { P, PublicPage, Section } from '../../components/PublicPage';
import { useBackendInfo } from '../info/public';

export default function DatenschutzPage() {
  const auditDays = useBackendInfo().data?.audit_keep_days ?? RETENTION.auditEventDays;
  return (
    <PublicPage title="Datenschutzerklärung">
      <P>
        Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir bei der Bestellung und
        Nutzung eines Ausweises verarbeiten, wie lange wir sie speichern und wer darauf zugreifen kann.
      </P>
      <Section title="Verantwortliche Stelle">
        <P>
          {OPERATOR.name}, {OPERATOR.street}, {OPERATOR.city}. E-Mail:{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
        </P>
      </Section>
      <Section title="Welche Daten wir verarbeiten">
        <P>
          Für die Bestellung eines Ausweises erfassen wir die Angaben aus dem Bestellformular: Name, Vorname,
          Geburtsdatum, E-Mail-Adresse, das Foto und gegebenenfalls die Unterschrift sowie weitere Angaben,
          die Ihre Einrichtung für den Ausweis benötigt (zum Beispiel Klasse oder Mitgliedsnummer). Die Daten
          dienen ausschließlich der Herstellung, Zustellung und Prüfung des Ausweises.
        </P>
      </Section>
      <Section title="Speicherdauer">
        <P>
          Die Daten eines Ausweises werden gelöscht, sobald seine Gültigkeit abgelaufen ist. Fotos und Daten
          für gedruckte Ausweise – auch Fotos von Kindern – werden nach dem Versand der gedruckten Karten
          gelöscht.
        </P>
        <P>
          Protokolldaten unserer Server (zum Beispiel Zeitpunkt eines Aufrufs und technische Fehlermeldungen)
          werden etwa zwei Wochen aufbewahrt und danach automatisch gelöscht.
        </P>
        <P>
          Damit Ihre Einrichtung nachweisen kann, wer auf die Daten eines Ausweises zugegriffen hat, halten
          wir fest, wer einen Ausweis angesehen, geändert, exportiert oder gedruckt hat und wann – ohne die
          Daten selbst. Diese Protokolleinträge werden nach {auditDays} Tagen automatisch gelöscht.
        </P>
      </Section>
      <Section title="Speicherort">
        <P>
          Alle Daten werden bei einem Hosting-Anbieter in Rechenzentren an zwei Standorten gespeichert, damit
          sie auch bei einem Ausfall eines Standorts sicher verfügbar bleiben.
        </P>
      </Section>
      <Section title="Zugriff auf den Ausweis">
        <P>
          Der Zugang zum Smartphone-Ausweis ist nur mit einem Zugangscode möglich, den Sie bei der Bestellung
          per E-Mail erhalten. Ohne diesen Code kann niemand Ihren Ausweis in der App abrufen. Ihre
          Einrichtung sieht die Angaben, die sie zur Prüfung des Ausweises benötigt.
        </P>
      </Section>
      <Section title="Cookies">
        <P>
          Diese Website verwendet keine Cookies und keine Werkzeuge zur Reichweitenmessung. Technisch
          notwendige Angaben (zum Beispiel die Anmeldung von Mitarbeitenden) werden nur im Speicher Ihres
          Browsers abgelegt.
        </P>
      </Section>
      <Section title="Ihre Rechte">
        <P>
          Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer
          Daten sowie ein Beschwerderecht bei einer Datenschutz-Aufsichtsbehörde. Schreiben Sie uns dazu an{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
        </P>
      </Section>
    </PublicPage>
  );
}
