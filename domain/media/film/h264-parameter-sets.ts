import { BitWriter } from './bit-writer';
import { NAL_TYPE, nalUnit } from './h264-nal';

/**
 * The sequence and picture parameter sets of a Constrained Baseline stream (profile 66, CAVLC, 4:2:0,
 * frames only): the picture is whole macroblocks, cropped to its size when that is not a multiple of
 * 16. frame_num takes 4 bits, picture order follows decoding order (type 2), one reference frame,
 * no reordering.
 */

export const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: Constrained Baseline. */
export const CONSTRAINT_FLAGS = 0xc0;
export const LEVEL_3 = 30;
export const FRAME_NUM_BITS = 4;

export interface PictureSize {
  width: number;
  height: number;
}

export const macroblocksAcross = (size: PictureSize) => Math.ceil(size.width / 16);
export const macroblocksDown = (size: PictureSize) => Math.ceil(size.height / 16);

export function sequenceParameterSet(size: PictureSize): Uint8Array {
  const across = macroblocksAcross(size);
  const down = macroblocksDown(size);
  const bits = new BitWriter()
    .bits(PROFILE_BASELINE, 8)
    .bits(CONSTRAINT_FLAGS, 8)
    .bits(LEVEL_3, 8)
    .ue(0) // seq_parameter_set_id
    .ue(FRAME_NUM_BITS - 4) // log2_max_frame_num_minus4
    .ue(2) // pic_order_cnt_type
    .ue(1) // max_num_ref_frames
    .bit(0) // gaps_in_frame_num_value_allowed_flag
    .ue(across - 1)
    .ue(down - 1)
    .bit(1) // frame_mbs_only_flag
    .bit(1); // direct_8x8_inference_flag
  // Cropping counts in 2-sample units for 4:2:0 frames.
  const cropRight = (across * 16 - size.width) / 2;
  const cropBottom = (down * 16 - size.height) / 2;
  if (!Number.isInteger(cropRight) || !Number.isInteger(cropBottom)) throw new Error('a 4:2:0 picture has an even width and height');
  if (cropRight > 0 || cropBottom > 0) bits.bit(1).ue(0).ue(cropRight).ue(0).ue(cropBottom);
  else bits.bit(0);
  bits.bit(1); // vui_parameters_present_flag
  // VUI: nothing but the bitstream restriction, which tells a decoder that pictures come out in the
  // order they go in (no reordering) and one frame of buffer is enough. Without it a decoder may
  // hold pictures back, and a player would stop short of the last seconds it has.
  bits.bit(0).bit(0).bit(0).bit(0); // aspect ratio, overscan, video signal type, chroma location
  bits.bit(0).bit(0).bit(0).bit(0); // timing, NAL HRD, VCL HRD, pic_struct
  bits.bit(1); // bitstream_restriction_flag
  bits.bit(1); // motion_vectors_over_pic_boundaries_flag
  bits.ue(0).ue(0); // max_bytes_per_pic_denom, max_bits_per_mb_denom: no limit
  bits.ue(15).ue(15); // log2_max_mv_length_horizontal and _vertical
  bits.ue(0); // max_num_reorder_frames
  bits.ue(1); // max_dec_frame_buffering
  return nalUnit(NAL_TYPE.sps, bits.finishRbsp());
}

export function pictureParameterSet(): Uint8Array {
  const bits = new BitWriter()
    .ue(0) // pic_parameter_set_id
    .ue(0) // seq_parameter_set_id
    .bit(0) // entropy_coding_mode_flag: CAVLC
    .bit(0) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0) // num_ref_idx_l0_default_active_minus1
    .ue(0) // num_ref_idx_l1_default_active_minus1
    .bit(0) // weighted_pred_flag
    .bits(0, 2) // weighted_bipred_idc
    .se(0) // pic_init_qp_minus26
    .se(0) // pic_init_qs_minus26
    .se(0) // chroma_qp_index_offset
    .bit(1) // deblocking_filter_control_present_flag
    .bit(0) // constrained_intra_pred_flag
    .bit(0); // redundant_pic_cnt_present_flag
  return nalUnit(NAL_TYPE.pps, bits.finishRbsp());
}
