import type { Subject } from '@ausweis/shared/permissions';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from './admin-pages';
import { ADMIN_MENU, type MenuEnv, menuOf, visibleMenu } from './menu';

const labels = (s: Subject, env: MenuEnv = {}) =>
  visibleMenu(s, env).flatMap((g) => [g.label ?? '-', ...g.entries.map((e) => e.label)]);

describe('admin menu (sidebar)', () => {
  it('super admin without tenant, without invoice/report flags', () => {
    const s: Subject = { is_super_admin: true, user_group: null, tenant_selected: false };
    expect(labels(s)).toEqual([
      '-',
      'Anmeldung und Sicherheit',
      'Verwaltung',
      'Bestellungen',
      'Registrierungen',
      'Export Bestellungen',
      'Hintergrundaufgaben',
      'API-Dokumentation',
      'Mandanten',
      'Liste Mandanten',
      '-',
      'Protokoll',
    ]);
  });

  it('super admin with flags and a tenant sees everything but Mein Profil', () => {
    const s: Subject = {
      is_super_admin: true,
      can_invoice: true,
      can_report: true,
      user_group: 'Admin',
      tenant_selected: true,
    };
    const l = labels(s);
    expect(l).toContain('R-Lauf anlegen');
    expect(l).toContain('Rechnungsläufe');
    expect(l).toContain('Auswertung');
    expect(l).toContain('Umsatz-Auswertung');
    expect(l).toContain('Ausweise');
    expect(l).not.toContain('Mein Profil');
  });

  it('Postausgang only for super admins and only while mails go to the dev outbox', () => {
    const superAdmin: Subject = { is_super_admin: true, user_group: null, tenant_selected: false };
    expect(labels(superAdmin, { mailOutbox: true })).toEqual([
      '-',
      'Anmeldung und Sicherheit',
      'Verwaltung',
      'Bestellungen',
      'Registrierungen',
      'Export Bestellungen',
      'Postausgang',
      'Hintergrundaufgaben',
      'API-Dokumentation',
      'Mandanten',
      'Liste Mandanten',
      '-',
      'Protokoll',
    ]);
    expect(labels(superAdmin, { mailOutbox: false })).not.toContain('Postausgang');
    const admin: Subject = { is_super_admin: false, user_group: 'Admin', tenant_selected: true };
    expect(labels(admin, { mailOutbox: true })).not.toContain('Postausgang');
    // The API documentation: super admins only.
    expect(labels(admin)).not.toContain('API-Dokumentation');
  });

  it('invoice and report entries each need their own flag', () => {
    const base: Subject = { is_super_admin: true, user_group: null, tenant_selected: false };
    const invoice = labels({ ...base, can_invoice: true });
    expect(invoice).toContain('R-Lauf anlegen');
    expect(invoice).toContain('Rechnungsläufe');
    expect(invoice).not.toContain('Umsatz-Auswertung');
    const report = labels({ ...base, can_report: true });
    expect(report).toEqual(expect.arrayContaining(['Auswertung', 'Umsatz-Auswertung']));
    expect(report).not.toContain('R-Lauf anlegen');
    const admin: Subject = {
      is_super_admin: false,
      user_group: 'Admin',
      tenant_selected: true,
      can_invoice: true,
      can_report: true,
    };
    expect(labels(admin)).not.toContain('R-Lauf anlegen');
    expect(labels(admin)).not.toContain('Umsatz-Auswertung');
  });

  it('tenant admin and plain user', () => {
    const admin: Subject = { is_super_admin: false, user_group: 'Admin', tenant_selected: true };
    expect(labels(admin, { photoReview: true })).toEqual([
      '-',
      'Mein Profil',
      'Anmeldung und Sicherheit',
      '-',
      'Benutzerverwaltung',
      'Produkte',
      'Ausweise',
      'Fotos prüfen',
      'Klassenliste importieren',
      'Protokoll',
      'Anfragen',
    ]);
    const user: Subject = { ...admin, user_group: 'User' };
    expect(labels(user, { photoReview: true })).toEqual([
      '-',
      'Mein Profil',
      'Anmeldung und Sicherheit',
      '-',
      'Ausweise',
      'Fotos prüfen',
    ]);
  });

  it("'Fotos prüfen' only for a tenant whose products review photos", () => {
    const admin: Subject = { is_super_admin: false, user_group: 'Admin', tenant_selected: true };
    expect(labels(admin, { photoReview: true })).toContain('Fotos prüfen');
    expect(labels(admin, { photoReview: false })).not.toContain('Fotos prüfen');
    expect(labels(admin)).not.toContain('Fotos prüfen');
    const user: Subject = { ...admin, user_group: 'User' };
    expect(labels(user, { photoReview: false })).toEqual([
      '-',
      'Mein Profil',
      'Anmeldung und Sicherheit',
      '-',
      'Ausweise',
    ]);
  });

  it('is built from the page table: every entry opens a page and carries its capability', () => {
    const pages = new Map(ADMIN_PAGES.map((p) => [`/admin/${p.path}`, p]));
    for (const entry of ADMIN_MENU.flatMap((g) => g.entries)) {
      const page = pages.get(entry.to);
      expect(page, entry.to).toBeDefined();
      expect(entry.capability).toBe(page?.menu?.capability ?? page?.capability);
    }
    // Only pages with a menu entry show in the sidebar.
    const withMenu = ADMIN_PAGES.filter((p) => p.menu).length;
    expect(menuOf(ADMIN_PAGES).flatMap((g) => g.entries)).toHaveLength(withMenu);
  });
});
