import { Button, Group, Input, Stack, Text } from '@mantine/core';
import type { SignaturePoint } from '@shared/domain/signature/signature';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import SignaturePadLib, { type PointGroup } from 'signature_pad';
import classes from './signature-pad.module.css';
import { movePen, toSignatureStrokes } from './signature-strokes';

/** What the pad reports after each stroke: the strokes as drawn and the PNG image (null when empty). */
export interface SignatureValue {
  strokes: SignaturePoint[][];
  dataUrl: string | null;
}

interface SignaturePadProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** `fixed`: the 300 by 100 pad of the employer's renewal (docs/spec/2 §9); default: the application's sizes. */
  size?: 'fluid' | 'fixed';
  /** The clear button's text ("Clear Signature" on renewal details). */
  clearLabel?: string;
  onChange: (value: SignatureValue) => void;
}

const KEY_STEP = 6;
const KEY_STEP_LARGE = 18;

/**
 * A signature pad (signature_pad) at the spec's sizes (see signature-pad.module.css). The canvas is focusable:
 * with a keyboard, Enter or Space puts the pen down or lifts it and the arrow keys draw (Shift for longer
 * moves), so a signature can be drawn without a pointer; the server accepts only drawn strokes, so there is
 * no typed-name alternative.
 */
export function SignaturePad({
  label,
  description,
  error,
  disabled,
  size = 'fluid',
  clearLabel = 'Clear',
  onChange,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const keyboardStroke = useRef<{ base: PointGroup[]; group: PointGroup } | null>(null);
  const [pen, setPen] = useState<{ x: number; y: number; down: boolean } | null>(null);
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();

  const emit = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = toSignatureStrokes(pad.toData());
    onChangeRef.current({ strokes, dataUrl: pad.isEmpty() ? null : pad.toDataURL('image/png') });
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadLib(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: '#1b1b1b' });
    padRef.current = pad;
    // The canvas buffer follows its CSS size times the pixel ratio, so lines stay sharp and points match.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { offsetWidth, offsetHeight } = canvas;
      if (!offsetWidth || !offsetHeight) return;
      if (canvas.width === offsetWidth * ratio && canvas.height === offsetHeight * ratio) return;
      const data = pad.toData();
      canvas.width = offsetWidth * ratio;
      canvas.height = offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (data.length > 0) pad.fromData(data);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    pad.addEventListener('endStroke', emit);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', emit);
      pad.off();
      padRef.current = null;
    };
  }, [emit]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    keyboardStroke.current = null;
    setPen((p) => (p ? { ...p, down: false } : p));
    emit();
  };

  const newGroup = (pad: SignaturePadLib, x: number, y: number): PointGroup => ({
    penColor: pad.penColor,
    dotSize: pad.dotSize,
    minWidth: pad.minWidth,
    maxWidth: pad.maxWidth,
    velocityFilterWeight: pad.velocityFilterWeight,
    compositeOperation: pad.compositeOperation,
    points: [{ x, y, time: Date.now(), pressure: 0.5 }],
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || disabled) return;
    const bounds = { width: canvas.offsetWidth, height: canvas.offsetHeight };
    const current = pen ?? { x: bounds.width * 0.15, y: bounds.height * 0.5, down: false };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (current.down) {
        keyboardStroke.current = null;
        setPen({ ...current, down: false });
        emit();
      } else {
        keyboardStroke.current = { base: pad.toData(), group: newGroup(pad, current.x, current.y) };
        setPen({ ...current, down: true });
      }
      return;
    }
    const next = movePen(current, event.key, event.shiftKey ? KEY_STEP_LARGE : KEY_STEP, bounds);
    if (!next) return;
    event.preventDefault();
    const stroke = keyboardStroke.current;
    if (current.down && stroke) {
      stroke.group.points.push({ ...next, time: Date.now(), pressure: 0.5 });
      pad.fromData([...stroke.base, stroke.group]);
    }
    setPen({ ...next, down: current.down });
  };

  const onBlur = () => {
    if (pen?.down) {
      keyboardStroke.current = null;
      setPen({ ...pen, down: false });
      emit();
    }
  };

  const describedBy = [helpId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Stack gap={6}>
      <Text id={labelId} component="span" fw={500} size="sm">
        {label}
      </Text>
      <Text id={helpId} size="sm" c="dimmed">
        {description ??
          'Draw your signature in the box with a mouse, finger or stylus. With a keyboard, focus the box, press Enter to put the pen down or lift it, and draw with the arrow keys (Shift for longer moves).'}
      </Text>
      <div
        className={classes.frame}
        data-size={size === 'fixed' ? 'fixed' : undefined}
        data-error={error ? true : undefined}
        tabIndex={disabled ? -1 : 0}
        role="application"
        aria-roledescription="signature pad"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <canvas ref={canvasRef} className={classes.canvas} width={300} height={100} />
        <div className={classes.line} aria-hidden="true" />
        {pen ? (
          <div
            className={classes.pen}
            data-down={pen.down ? true : undefined}
            style={{ left: pen.x, top: pen.y }}
            aria-hidden="true"
          />
        ) : null}
      </div>
      {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      <Group>
        <Button variant="default" size="xs" onClick={clear} disabled={disabled}>
          {clearLabel}
        </Button>
      </Group>
    </Stack>
  );
}
