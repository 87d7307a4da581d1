// jsdom has no PointerEvent; the browser's is a MouseEvent with a pointer id and type. Imported by
// the tests that press on the graph canvas, so fireEvent.pointerDown carries coordinates and a button.
if (!('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventShim;
}
