#!/usr/bin/env bash
# The row-folding target table (docs/measurements.md, "The target rows"):
# for 64x8192, 256x8192 and 4x1024 with each query-row flag set, the plain
# 16-head pick, the row-block kernel (that pick's config with the flags'
# dimensions: every 16 rows re-read the KV), the selected kernel (folded
# where the tuned table says so), AMD AITER's anchor for those rows, and the
# floor max(HBM, MFMA) of the selected kernel. Every time is MODELED (the
# gfx950 timing model), not measured. Prints a markdown table.
#
#   make && bash scripts/rows-targets.sh   (from the repository root;
#   MLAGEN and ANCHORS override bin/mlagen and ../shared/anchors/aiter)
set -euo pipefail
cd "$(dirname "$0")/.."
M=${MLAGEN:-bin/mlagen}
A=${ANCHORS:-../shared/anchors/aiter}

# row SHAPE FLAGS...: the first row of `mlagen model`: config, total, HBM
# floor and MFMA floor (us, modeled).
row() { "$M" model --shape "$@" | awk '$1 ~ /^[0-9]+x[0-9]+$/ {print $2, $6, $7, $8; exit}'; }
# anchor SHAPE FILE FLAGS...: AITER's total in the same model run.
anchor() {
	local s=$1 f=$2
	shift 2
	"$M" model --shape "$s" "$@" --aiter "$A/$f" |
		awk '/total us per kernel/ {g = 1; next} g && $1 ~ /^[0-9]+x[0-9]+$/ {print $3; exit}'
}

echo "| shape | flags | 16-head q1 (mla_decode_…) us | row blocks us | selected us | ratio (target) | AITER anchor us | floor us (HBM / MFMA) | selected / floor |"
echo "|---|---|---|---|---|---|---|---|---|"
for s in 64x8192 256x8192 4x1024; do
	read -r pc pt _ _ < <(row "$s")
	for f in "--heads 32" "--heads 64" "--qlen 2" "--qlen 4" "--heads 128" "--heads 128 --qlen 2"; do
		# shellcheck disable=SC2086 # the flags split into words
		read -r sc st hbm mf < <(row "$s" $f)
		suf=$(echo "$f" | sed -e 's/--heads /_h/' -e 's/ --qlen /_q/' -e 's/--qlen /_q/')
		base=${pc%_one} one=${pc#"${pc%_one}"}
		read -r rc rt _ _ < <(row "$s" --config "$base$suf$one")
		case "$f" in
		"--heads 32") an=mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co ;;
		"--qlen 2") an=mla_a8w8_qh16_qseqlen2_gqaratio16.co ;;
		"--qlen 4") an=mla_a8w8_qh64_qseqlen4_gqaratio16.co ;;
		"--heads 128"*) an=mla_a8w8_qh128_m32x4_n16x2_msk1.co ;;
		*) an= ;;
		esac
		at=-
		# shellcheck disable=SC2086
		[ -z "$an" ] || at=$(anchor "$s" "$an" $f)
		tgt=1.2
		case "$f" in "--heads 128"*) tgt=1.3 ;; esac
		awk -v s="$s" -v f="$f" -v pc="${pc#mla_decode_}" -v pt="$pt" -v rc="${rc#mla_decode_}" -v rt="$rt" \
			-v sc="${sc#mla_decode_}" -v st="$st" -v tgt="$tgt" -v at="$at" -v hbm="$hbm" -v mf="$mf" 'BEGIN {
			fl = hbm > mf ? hbm : mf
			miss = st / pt > tgt ? " MISS" : ""
			printf "| %s | %s | %s %s | %s %s | %s %s | %.2fx (<= %s)%s | %s | %.2f (%s / %s) | %.2f |\n",
				s, f, pc, pt, rc, rt, sc, st, st / pt, tgt, miss, at, fl, hbm, mf, st / fl
		}'
	done
done
