/**
 * The detached PKCS#7 signature of a pass's manifest.json: SignedData with Apple's WWDR intermediate and
 * the Pass Type ID certificate, SHA-1 digests and the signing time Wallet requires (the structure
 * passkit-generator makes). node:crypto cannot build PKCS#7, so node-forge assembles it; but the RSA
 * operation runs in node:crypto (node-forge's takes ~100 ms a pass) and certificates and key are parsed
 * once per configuration, not per pass.
 */
import { constants, createPrivateKey, type KeyObject, privateEncrypt } from 'node:crypto';
import forge, { type md, type pki } from 'node-forge';
import type { AppleWalletConfig } from '../../apple-wallet-config';

interface Signer {
  wwdr: pki.Certificate;
  cert: pki.Certificate;
  key: KeyObject;
}

const signers = new WeakMap<AppleWalletConfig, Signer>();

function signerOf(cfg: AppleWalletConfig): Signer {
  let signer = signers.get(cfg);
  if (!signer) {
    signer = {
      wwdr: forge.pki.certificateFromPem(cfg.wwdr),
      cert: forge.pki.certificateFromPem(cfg.signerCert),
      key: createPrivateKey({
        key: cfg.signerKey,
        ...(cfg.signerKeyPassphrase ? { passphrase: cfg.signerKeyPassphrase } : {}),
      }),
    };
    signers.set(cfg, signer);
  }
  return signer;
}

/** DER prefix of a DigestInfo holding a SHA-1 digest (RFC 8017, section 9.2, note 1). */
const SHA1_DIGEST_INFO = Buffer.from('3021300906052b0e03021a05000414', 'hex');

/** The part of a private key node-forge's PKCS#7 signing calls: RSASSA-PKCS1-v1_5 of a SHA-1 digest. */
const rsaSigner = (key: KeyObject) => ({
  sign(digested: md.MessageDigest): string {
    const digest = Buffer.from(digested.digest().getBytes(), 'binary');
    const digestInfo = Buffer.concat([SHA1_DIGEST_INFO, digest]);
    return privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString('binary');
  },
});

/** The DER bytes of the detached signature of `manifest`. */
export function signManifest(cfg: AppleWalletConfig, manifest: Buffer): Buffer {
  const { wwdr, cert, key } = signerOf(cfg);
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(manifest.toString('binary'));
  p7.addCertificate(wwdr);
  p7.addCertificate(cert);
  const { oids } = forge.pki;
  p7.addSigner({
    key: rsaSigner(key),
    certificate: cert,
    digestAlgorithm: oids.sha1,
    authenticatedAttributes: [
      { type: oids.contentType, value: oids.data },
      { type: oids.messageDigest },
      { type: oids.signingTime },
    ],
  });
  p7.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}
