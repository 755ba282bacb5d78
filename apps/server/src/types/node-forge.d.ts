/**
 * node-forge ships no types (passkit-generator's dependency); the parts platform/apple-demo-chain.ts and
 * features/apple-wallet/apple-pass-signature.ts use.
 */
declare module 'node-forge' {
  export namespace pki {
    interface CertificateField {
      name?: string;
      type?: string;
      value: string;
    }
    namespace rsa {
      interface PrivateKey {
        n: unknown;
        e: unknown;
      }
    }
    interface Certificate {
      publicKey: unknown;
      serialNumber: string;
      validity: { notBefore: Date; notAfter: Date };
      setSubject(attrs: CertificateField[]): void;
      setIssuer(attrs: CertificateField[]): void;
      setExtensions(exts: Record<string, unknown>[]): void;
      sign(key: rsa.PrivateKey, md: unknown): void;
    }
    function createCertificate(): Certificate;
    function setRsaPublicKey(n: unknown, e: unknown): unknown;
    function privateKeyFromPem(pem: string): rsa.PrivateKey;
    function privateKeyToPem(key: rsa.PrivateKey): string;
    function certificateToPem(cert: Certificate): string;
    function certificateFromPem(pem: string): Certificate;
    const oids: Record<string, string>;
  }
  export namespace md {
    interface MessageDigest {
      digest(): util.ByteStringBuffer;
    }
    namespace sha256 {
      function create(): unknown;
    }
  }
  export namespace util {
    interface ByteStringBuffer {
      getBytes(): string;
    }
    function createBuffer(bytes: string): ByteStringBuffer;
  }
  export namespace asn1 {
    function toDer(obj: unknown): util.ByteStringBuffer;
  }
  export namespace pkcs7 {
    interface SignedData {
      content: util.ByteStringBuffer;
      addCertificate(cert: pki.Certificate): void;
      addSigner(signer: {
        key: { sign(md: md.MessageDigest): string };
        certificate: pki.Certificate;
        digestAlgorithm: string;
        authenticatedAttributes: { type: string; value?: string }[];
      }): void;
      sign(options: { detached: boolean }): void;
      toAsn1(): unknown;
    }
    function createSignedData(): SignedData;
  }
  const forge: { pki: typeof pki; md: typeof md; util: typeof util; asn1: typeof asn1; pkcs7: typeof pkcs7 };
  export default forge;
}
