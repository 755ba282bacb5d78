/** node-forge ships no types (passkit-generator's dependency); the part platform/apple-demo-chain.ts uses. */
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
  }
  export namespace md {
    namespace sha256 {
      function create(): unknown;
    }
  }
  const forge: { pki: typeof pki; md: typeof md };
  export default forge;
}
