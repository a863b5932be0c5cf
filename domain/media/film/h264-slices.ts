import { BitWriter } from './bit-writer';
import { NAL_TYPE, nalUnit } from './h264-nal';
import { FRAME_NUM_BITS, macroblocksAcross, macroblocksDown } from './h264-parameter-sets';
import type { Picture } from './picture';

/**
 * Slices without real compression: every coded macroblock is I_PCM, its samples as they are. An IDR
 * picture codes them all; a P picture skips the macroblocks that did not change (P_Skip with a zero
 * motion vector copies them from the previous picture) and codes only the others.
 */

/** mb_type of I_PCM: 25 in an I slice, 5 + 25 in a P slice (after the five P types). */
const I_PCM_IN_I_SLICE = 25;
const I_PCM_IN_P_SLICE = 30;
/** slice_type 7 and 5: I and P, every slice of the picture being of that type. */
const SLICE_TYPE_I = 7;
const SLICE_TYPE_P = 5;

function writeMacroblockSamples(bits: BitWriter, picture: Picture, column: number, row: number): void {
  bits.alignWithZeros(); // pcm_alignment_zero_bit
  for (let line = row * 16; line < row * 16 + 16; line++) {
    const from = line * picture.lumaStride + column * 16;
    bits.write(picture.y.subarray(from, from + 16));
  }
  for (const plane of [picture.cb, picture.cr]) {
    for (let line = row * 8; line < row * 8 + 8; line++) {
      const from = line * picture.chromaStride + column * 8;
      bits.write(plane.subarray(from, from + 8));
    }
  }
}

function sliceHeader(bits: BitWriter, header: { idrPictureId?: number; frameNum: number }): void {
  const idr = header.idrPictureId !== undefined;
  bits.ue(0); // first_mb_in_slice
  bits.ue(idr ? SLICE_TYPE_I : SLICE_TYPE_P);
  bits.ue(0); // pic_parameter_set_id
  bits.bits(header.frameNum % 2 ** FRAME_NUM_BITS, FRAME_NUM_BITS);
  if (idr) bits.ue(header.idrPictureId!);
  else bits.bit(0).bit(0); // num_ref_idx_active_override_flag, ref_pic_list_modification_flag_l0
  if (idr) bits.bit(0).bit(0); // no_output_of_prior_pics_flag, long_term_reference_flag
  else bits.bit(0); // adaptive_ref_pic_marking_mode_flag: sliding window
  bits.se(0); // slice_qp_delta
  bits.ue(1); // disable_deblocking_filter_idc: off, the samples are exact
}

/** An IDR picture: one I slice of I_PCM macroblocks. `idrPictureId` differs between neighbouring IDR pictures. */
export function idrSlice(picture: Picture, idrPictureId: number): Uint8Array {
  const bits = new BitWriter();
  sliceHeader(bits, { idrPictureId: idrPictureId % 65536, frameNum: 0 });
  for (let row = 0; row < macroblocksDown(picture.size); row++) {
    for (let column = 0; column < macroblocksAcross(picture.size); column++) {
      bits.ue(I_PCM_IN_I_SLICE);
      writeMacroblockSamples(bits, picture, column, row);
    }
  }
  return nalUnit(NAL_TYPE.idrSlice, bits.finishRbsp());
}

/**
 * A P picture predicted from the previous one: the macroblocks `changed` says are coded as I_PCM,
 * the others skipped. `frameNum` counts pictures since the last IDR picture.
 */
export function predictedSlice(picture: Picture, frameNum: number, changed: (column: number, row: number) => boolean): Uint8Array {
  const bits = new BitWriter();
  sliceHeader(bits, { frameNum });
  const across = macroblocksAcross(picture.size);
  let skipped = 0;
  for (let row = 0; row < macroblocksDown(picture.size); row++) {
    for (let column = 0; column < across; column++) {
      if (!changed(column, row)) {
        skipped++;
        continue;
      }
      bits.ue(skipped); // mb_skip_run
      skipped = 0;
      bits.ue(I_PCM_IN_P_SLICE);
      writeMacroblockSamples(bits, picture, column, row);
    }
  }
  if (skipped > 0) bits.ue(skipped);
  return nalUnit(NAL_TYPE.nonIdrSlice, bits.finishRbsp());
}
