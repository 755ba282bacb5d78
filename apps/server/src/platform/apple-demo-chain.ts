/**
 * A self-signed stand-in for Apple's certificates (apple-wallet-config.ts): a demo CA in the role of
 * Apple's WWDR intermediate and a 'Pass Type ID' signer certificate issued by it. Passes signed with it
 * verify against the demo CA (openssl smime -verify) but never install on a real device: Apple Wallet
 * accepts only the operator's certificate from Apple.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge, { type pki } from 'node-forge';

export interface DemoChain {
  /** The demo CA (PEM), standing in for Apple's WWDR intermediate. */
  ca: string;
  signerCert: string;
  signerKey: string;
}

export const DEMO_PASS_TYPE_ID = 'pass.de.ausweisportal.demo';
export const DEMO_TEAM_ID = 'DEMOTEAM01';

const newKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
};

function certificate(
  subject: pki.CertificateField[],
  key: pki.rsa.PrivateKey,
  issuer: { subject: pki.CertificateField[]; key: pki.rsa.PrivateKey },
  ca: boolean,
): pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  cert.setSubject(subject);
  cert.setIssuer(issuer.subject);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, critical: true },
        ],
  );
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

/** A new chain: demo CA and signer for the pass type id (as Apple's signer certificates name it). */
export function makeDemoChain(passTypeId = DEMO_PASS_TYPE_ID, teamId = DEMO_TEAM_ID): DemoChain {
  const caKey = newKey();
  const caSubject = [
    { name: 'commonName', value: 'Ausweisportal Demo-CA (kein Apple-Zertifikat)' },
    { name: 'organizationName', value: 'Ausweisportal Demo' },
  ];
  const ca = certificate(caSubject, caKey, { subject: caSubject, key: caKey }, true);
  const signerKey = newKey();
  const signer = certificate(
    [
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: teamId },
      { name: 'organizationName', value: 'Ausweisportal Demo' },
    ],
    signerKey,
    { subject: caSubject, key: caKey },
    false,
  );
  return {
    ca: forge.pki.certificateToPem(ca),
    signerCert: forge.pki.certificateToPem(signer),
    signerKey: forge.pki.privateKeyToPem(signerKey),
  };
}

/** The demo chain kept in `dir` (made on first use). */
export function demoChainIn(dir: string): DemoChain {
  const files = { ca: 'demo-ca.pem', signerCert: 'signer-cert.pem', signerKey: 'signer-key.pem' } as const;
  const at = (name: string) => path.join(dir, name);
  if (Object.values(files).every((f) => existsSync(at(f))))
    return {
      ca: readFileSync(at(files.ca), 'utf8'),
      signerCert: readFileSync(at(files.signerCert), 'utf8'),
      signerKey: readFileSync(at(files.signerKey), 'utf8'),
    };
  const chain = makeDemoChain();
  mkdirSync(dir, { recursive: true });
  for (const [k, f] of Object.entries(files))
    writeFileSync(at(f), chain[k as keyof DemoChain], { mode: 0o600 });
  return chain;
}
