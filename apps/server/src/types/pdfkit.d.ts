/** What pdfkit 0.20 has and @types/pdfkit lacks. */
declare namespace PDFKit.Mixins {
  /** An image opened once (openImage): placing it again reuses its embedded XObject. */
  interface OpenedImage {
    readonly width: number;
    readonly height: number;
    readonly label: string;
  }
  interface PDFImage {
    openImage(src: ImageSrc): OpenedImage;
    image(src: OpenedImage, x?: number, y?: number, options?: ImageOption): this;
  }
  interface TextOptions {
    /** Horizontal scaling of the glyphs in percent (PDF Tz). */
    horizontalScaling?: number;
  }
}
