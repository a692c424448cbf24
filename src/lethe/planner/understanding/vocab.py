"""The words Lethe knows, in English, German, Spanish and French: how people ask to forget, whose and what.

Plain tables, so they can be read and extended without touching the logic. Words are compared folded
(case and accents ignored) and, where the table says so, by their first letters (`Word.prefix`), so
"Adresse"/"Adressen" or "teléfono"/"telefonos" are one word; typos are corrected against these tables and
the words of the home (`words.py`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


def words(text: str) -> tuple[str, ...]:
    """A word table written as a block of text; `_` joins a phrase ("stop_remembering"). A Spanish or French
    "de" joining two words may also carry an article ("carné de la biblioteca", "carte de la bibliothèque"),
    except after "numéro de" (which would take the words of a longer phrase: "numéro de la carte de …")."""
    out: list[str] = []
    for w in text.split():
        phrase = w.replace("_", " ")
        out.append(phrase)
        if re.search(r"\S de \S", phrase) and phrase.split()[0] not in ("numéro", "número", "numero"):
            out += [phrase.replace(" de ", f" {a} ") for a in _ARTICLED]
    return tuple(dict.fromkeys(out))


_ARTICLED = ("de la", "del", "de los", "de las", "du", "des", "de l'")


# ------------------------------------------------------------------------------------------ asking to forget

FORGET = words(
    """forget forgetting frgt erase delete remove wipe purge scrub unlearn drop clear discard scrap ditch
    stop_remembering don't_remember dont_remember do_not_remember no_longer_remember get_rid_of throw_away
    get_shot_of get_shot_o get_rid_o get_shut_o
    don't_keep dont_keep do_not_keep stop_keeping lose figet fegat fi_figet comot
    vergiss_ma
    vergiss vergisst vergessen vergesst vergesse lösch lösche löschen löscht entfern entferne entfernen streich streiche
    streichen wegmachen weg_damit mach_weg mach_das_weg sachen_weg sachen_bitte_weg kommt_weg muss_weg soll_weg
    fottschmieße fottschmieße fottschmeiße fottschmeissen fottmaache fottmache maach_fott mach_fott
    olvida olvidar olvídalo olvidalo olvídate olvidate olvides olvidad borra borrar bórralo borralo bórrala borres
    elimines quites ahaztu
    elimina eliminar elimínalo quita quitar quítalo suprime suprimir deja_de_recordar no_recuerdes
    kite kita kitá kítalo kitalo kítelo kitelo tek_off tek_out tek_oot quíteme quiteme bórreme borreme elimíneme
    elimineme olvide olvídelo olvidelo olvídela olvídese olvidese olvídenlo borre bórrelo borrelo bórrela borrela
    elimine elimínelo quítelo quitelo
    ya_no_quiero_que_recuerdes
    oublie oubli oublier oubliez oublies efface effacer effacez supprime supprimer supprimez retire retirer retirez
    enlève enlevez ôte ôtez enlever arrête_de_te_souvenir ne_retiens_plus ne_garde_plus
    kill nuke bin toss trash take_out take_off strike axe zap cross_off scratch clear_out rm flush flusher flushe
    raus raus_da außa aussa rausnehmen nimm_raus raus_damit streich_das wegschmeißen wegschmeissen wegwerfen
    rausschmeißen
    rausschmeissen rauswerfen entsorgen schmeiß_weg schmeiss_weg wirf_weg
    nirgends_mehr_stehen nirgendwo_mehr_stehen nirgends_mehr_auftauchen nirgendwo_mehr_auftauchen
    all_of_it_gone all_gone it_all_gone want_it_gone want_it_all_gone want_that_gone
    want_shut_of get_shut_of be_shut_of want_rid_of
    fuera_por_favor fuera_porfa todo_fuera fuera_todo
    tira tirar tíralo tiralo bota botar bótalo botalo
    saca sácalo sacalo tacha tachar
    vire virer jette jeter raye rayer vire-moi virez-moi efface-moi supprime-moi enlève-moi retire-moi jette-moi
    oublie-le oublie-la oublie-les oubliez-le oubliez-la oubliez-les efface-le efface-la efface-les effacez-le
    effacez-la supprime-le supprime-la supprime-les supprimez-le supprimez-la retire-le retire-la retire-les
    enlève-le enlève-la enlève-les vire-le vire-la vire-les jette-le jette-la"""
)
# keeping or knowing, which a negation turns into a request ("could you not keep", "nicht mehr merken")
RETAIN = words(
    """keep keeping remember remembering store storing save saving hold_on_to hang_on_to hanging_on_to retain
    know track note write_down have record holding_on_to holding_onto hold_onto keeping_track
    merken merk merkst behalten behalte behalt speichern speicher speicherst aufschreiben notieren wissen
    aufheben aufbewahren
    recordar recuerdes recuerda guardar guardes apuntar apuntes apuntando anotar anotes anotando saber sepas
    retener tener acuerdes acordarte guardado guardada guardados guardadas apuntado apuntada apuntados apuntadas
    anotado anotada anotados anotadas
    retenir retiens retiennes reteniez reteneiz gardiez notiez sachiez garder gardes noter savoir saches mémoriser
    enregistrer souvenir souviennes"""
)
# what negates keeping: "don't", "no need to", "I'd rather you didn't", "arrête de", "ya no"
RETAIN_NEGATIONS = words(
    """don't dont do_not not no_need_to never no_longer stop stopped quit rather_you_didn't rather_you_did_not
    rather_not shouldn't should_not needn't need_not don't_want_you do_not_want_you
    nicht nicht_mehr kein keine brauchst_nicht musst_nicht nirgends nirgends_mehr nirgendwo ned nit nimmer ni nich
    no ya_no no_hace_falta_que no_hace_falta no_necesitas deja_de dejes_de no_quiero_que
    arrête_de arrêter_de arrete_de cesse_de plus_besoin_de ne_plus ne_veux_pas_que ne_veux_plus_que"""
)
# "Don't forget ...", "No olvides ...": the opposite of a forget request
NOT_FORGET = words(
    """don't_forget dont_forget do_not_forget never_forget remember keep_in_mind note save store remind_me
    vergiss_nicht nicht_vergessen merk_dir merke_dir speicher erinner_mich erinnere_mich erinnre_mich
    no_olvides no_te_olvides recuerda acuérdate guarda apunta recuérdame
    no_se_te_olvide no_se_te_vaya_a_olvidar no_lo_olvides no_la_olvides
    no_olvide no_se_le_olvide no_se_me_olvide no_lo_olvide no_la_olvide
    n'oublie_pas noublie_pas n'oubliez_pas souviens-toi retiens note_que garde rappelle-moi rappelle_moi
    can't_forget cant_forget cannot_forget kann_nicht_vergessen kann_das_nicht_vergessen no_puedo_olvidar
    arrive_pas_à_oublier j'arrive_pas_à_oublier n'arrive_pas_à_oublier peux_pas_oublier"""
)
# words around the request that say nothing about what to forget
FILLERS = words(
    """please pls plz kindly just now right_now permanently completely entirely forever thanks thank_you also
    out_of_there out_of_here of_there an'_all and_all an_all an_aal an'_aal and_aal
    too as_well from_memory from_your_memory
    from_ur_memory from_ur_memry from_your_memry from_my_memory out_of_your_memory out_of_memory of_your_memory
    frm_ur_memry frm_ur_memory frm_your_memory frm_your_memry frm_memory frm_ur_mem from_ur_mem
    aus_deinem_gedächtnis
    aus_deim_gedächtnis aus_dein_gedächtnis bittschön bitteschön ois_drum_rum alles_drum_rum alles_drum_herum
    chasch_mer chasch_mer_bitte chönntsch_mer merci_viumau viumau merci_vielmal
    alles_drumherum
    aus_dem_gedächtnis de_tu_memoria de_ta_mémoire from_now_on again actually really totally can_you could_you
    afterwards après plus_tard nachher después luego más_tarde merci merci_beaucoup gracias muchas_gracias danke
    dankeschön danke_schön bidde nu nuja nu_ja écoutez écoute ecoutez justement
    ich_muss_dir_was_sagen ich_muss_dir_ma_was_sagen ich_muss_dir_mal_was_sagen ich_muss_dir_was_erzählen
    let_me_tell_you_something i_need_to_tell_someone i_have_to_tell_you_something tengo_que_contarte_algo
    il_faut_que_je_te_dise_un_truc faut_que_je_te_dise_un_truc
    mesedez eskerrik_asko weißt_du_was weisst_du_was you_know_what une_fois non_peut-être à_tantôt todo_de_una
    weiße_wat weisse_wat weiße_was weisse_was weißte_wat weißte_was
    de_una_vez
    my_bad my_mistake
    parce parcero mijo mija mashi quillo miarma pisha illo oida heast lah leh lor innit yaar zou eish howzit alamak aiyo
    dêh walaï walai wallah wallahi wollah shame sjoe yoh haibo aweh
    chimba chimbo nojoda mi_llave compae
    daft silly stupid bloody blöde blöden doofe doofen dichosa dichoso maldita maldito fichue foutue so-called
    güey boludo och moin yebo peuchère boudiou klk ho wepa proper_job genau_des genau_das eh
    hon hun sweetie darlin babe bab brah bruh cuz chacho asere mira gleich glei bissle bissl bissel bisserl gell gelle
    ond hein ganz_schnell schnell boah boah_ey ma_ganz_schnell ma_schnell ma_eben ma_eem
    nada_más_eso nada_mas_eso nada_más nada_mas solo_eso sólo_eso only_that just_that nur_das seulement_ça
    wo_wir_grad_dabei_sind wo_wir_gerade_dabei_sind wo_mir_grad_dabei_sen wo_mer_grad_dabei_sin
    while_we're_at_it while_you're_at_it ya_que_estamos ya_que_estás pendant_qu'on_y_est tant_qu'on_y_est
    or_whatever_it's_called or_whatever_its_called or_whatever_it_is oder_wie_das_heißt oder_wie_des_heißt
    oder_wie_der_heißt oder_wie_die_heißt oda_wia_des_hoaßt oda_wia_des_hoasst oda_wia_der_hoaßt o_como_se_llame
    o_como_se_diga ou_je_sais_plus_comment_ça_s'appelle ou_comment_ça_s'appelle
    would_you will_you i_want_you_to i'd_like_you_to i_need_you_to hey ok okay so oh and out away yes yeah yep aye yup
    would_ye will_ye
    ich_möchte,_dass_du ich_möchte_dass_du ich_will,_dass_du ich_will_dass_du
    sure oui ouais d'accord ja jawohl sí claro vale everywhere anywhere wherever wherever_it_is hmm hm hmmm mmm pis
    from_everywhere off_everywhere from_anywhere de_partout de_todas_partes von_überall de_todo_lado
    de_todos_lados en_todo_lado en_todos_lados
    wherever_you've_got_it wherever_you_have_it wherever_you_keep_it wherever_it_shows_up wherever_you've_put_it
    wherever_you_put_it wherever_you've_written_it wherever_you_wrote_it wherever_you've_saved_it
    wherever_you_saved_it wherever_you've_stored_it wherever_you_stored_it überall zwar und_zwar
    wherever_its_written wherever_it's_written wherever_it_is_written wherever_its_saved wherever_it's_saved
    wherever_its_stored wherever_its_noted wherever_it_written wherever_it_saved wherever_it_stored
    de_donde_lo_tengás de_donde_lo_tengas donde_lo_tengas donde_lo_tengás donde_lo_tienes de_donde_lo_tengas_guardado
    l'information_selon_laquelle l’information_selon_laquelle the_information_that the_entry_that the_note_that
    la_información_de_que den_eintrag,_dass den_eintrag_dass die_info,_dass die_info_dass
    while_we're_at_it while_were_at_it while_we_are_at_it tant_qu'on_y_est tant_que_tu_y_es tant_qu'à_faire
    ya_que_estamos ya_puestos wo_wir_schon_dabei_sind wenn_wir_schon_dabei_sind
    esté_donde_esté donde_sea en_todas_partes partout où_que_ce_soit partout_où_il_traîne partout_où_elle_traîne
    en_todos_lados en_todos_los_lados por_todos_lados de_todos_lados
    où_qu'il_soit où_qu'elle_soit où_il_traîne wo_auch_immer überall_wo_es_steht dondequiera_que_esté
    on_file in_memory en_mémoire in_your_memory en_tu_memoria im_gedächtnis
    every_copy all_copies all_the_copies each_copy every_copy_of_it todas_las_copias cada_copia toutes_les_copies
    chaque_copie alle_kopien jede_kopie however_it_was_written
    aus_deinem_kopf aus_deinem_kopp aus_dem_kopf out_of_your_head de_ta_tête de_tu_cabeza
    from_everything_you've_got from_everything_you_have from_everything_you've from_everything from_all_of_it
    from_all_your_notes out_of_everything aus_allem_was_du_hast aus_allem de_todo_lo_que_tienes de_todo
    de_tout_ce_que_tu_as de_partout de_todas_partes de_toas_partes üvverall uvverall de_todos_lados
    de_todos_los_lados de_tó_los_laos de_to_los_laos
    bitte mal doch jetzt sofort komplett ganz endgültig danke auch ooch noch wieder eigentlich kannst_du könntest_du
    kannste
    würdest_du hey okay also ach und nee nö huch hoppla uy ay ups oops whoops oups soll sollte sollen überhaupt
    vorhin was_ich_dir_erzählt_hab was_ich_dir_vorhin_erzählt_hab was_ich_dir_erzählt_habe
    dato datos donnée données angabe angaben compris comprise inclus incluse incluido incluida inklusive
    completito completita obviously of_course naturally évidemment bien_sûr natürlich selbstverständlich
    obviamente por_supuesto entero entera enteros enteras por_completo del_todo entièrement en_entier vollständig
    por_favor porfa porfis nomás nomas xfa plis ya ahora completamente totalmente gracias también otra_vez puedes
    podrías oye vale
    bueno mejor y
    s'il_te_plaît s'il_vous_plaît stp svp merci aussi maintenant complètement totalement tu_peux
    pourrais-tu peux-tu finalement bon alors et"""
)
# "everything about X", "the X stuff": a whole topic
TOPIC = words(
    """everything_about everything_on everything_regarding everything_to_do_with everything_related_to
    everything_concerning everything_you_have_on everything_you_know_about anything_about all_about
    all_the_stuff_about all_of_the_stuff_about the_stuff_about all_the_info_on all_the_information_about
    everything_around all_things everything_you've_got_on everything_you've_got_about everything_you_have_got_on
    everything_you've_got everything_you_got_on all_you've_got_on whatever_you've_got_about whatever_you've_got_on
    whatever_you_have_about whatever_you_have_on whatever_you_know_about whatever_you've_got whatever_you_have
    alles_was_damit alles_was_damit_zu_tun_hat
    alles_was_dazu all_the_notes_about all_notes_about the_notes_about all_the_notes_on
    alle_notizen_zu alle_notizen_über todas_las_notas_sobre todas_las_notas_de toutes_les_notes_sur
    alles_über alles_zu alles_rund_um alles_zum alles_zur alles_was_mit alles_zu_meiner alles_zu_meinem
    todo_lo_de todo_lo_del todo_sobre todo_lo_que_sabes_de todo_lo_relacionado_con todo_lo_relativo_a
    todo_lo_que_tenga_que_ver_con lo_de lo_del todo_el_lío_de todo_el_lío_del el_lío_de el_lío_del todo_el_tema_de
    todo_el_tema_del todo_el_asunto_de todo_el_asunto_del the_whole_thing_with the_whole_mess_with
    die_ganze_sache_mit die_ganze_geschichte_mit die_ganze_gschicht_mit die_gschicht_mit die_geschichte_mit
    die_sache_mit das_mit_meinem das_mit_meiner das_mit_meinen das_mit_dem das_mit_der des_mit_meinem
    des_mit_meiner des_mit_meinen des_mit_dem des_mit_der toute_l'histoire_de toute_l'affaire_de l'affaire_du
    l'affaire_de l'affaire_des l'histoire_du l'histoire_des cette_histoire_de cette_affaire_de
    the_whole_saga the_whole_story the_whole_drama the_whole_business the_whole_episode the_whole_ordeal
    the_whole_mess the_whole_fight the_whole_dispute the_whole_affair whole_saga whole_business
    that_whole_business that_whole_thing that_whole_mess that_whole_saga that_whole_story that_whole_drama
    that_whole_fight that_whole_affair this_whole_business this_whole_thing this_whole_mess that_whole this_whole
    all_that_business all_that_business_with all_this_business all_that_carry-on all_that_stuff_with
    that_palaver_with that_palaver all_that_palaver the_palaver_with the_wahala_with that_wahala all_the_aggro_with
    tout_le_bazar tout_le_bazar_du tout_le_bazar_de tout_le_bordel tout_le_bordel_du tout_le_truc_du toute_la_galère_du
    den_ganzen_ärger der_ganze_ärger den_ganzen_streit der_ganze_streit das_ganze_theater die_ganze_geschichte
    die_ganze_sache das_ganze_drama den_ganzen_zirkus den_ärger_mit der_ärger_mit den_streit_mit das_theater_mit
    toute_cette_histoire toute_l'histoire toute_la_saga toute_cette_saga toute_l'affaire toute_cette_affaire
    tout_le_drame toute_cette_embrouille
    des_ganze_theater das_ganze_theater_mit des_ganze_theater_mit des_theater_mit des_ganze_drama des_ganze_gschiss
    todo_el_lío todo_ese_lío todo_el_rollo todo_ese_rollo todo_el_follón todo_el_drama todo_el_tema todo_ese_tema
    todo_el_asunto todo_ese_asunto toda_la_historia toda_esa_historia toda_la_movida
    tout_ce_qui_concerne tout_ce_qui_touche tout_sur tout_à_propos tout_ce_que_tu_sais_sur tout_au_sujet
    tout_ce_qui_a_trait ce_que_tu_sais_sur ce_que_tu_sais_de ce_que_tu_as_sur what_you_know_about what_you_have_on
    was_du_über was_du_weißt_über lo_que_sabes_de lo_que_sabes_sobre lo_que_tienes_de lo_que_tienes_sobre
    todo_lo_que_tengas_de todo_lo_que_tengas_sobre todo_lo_que_tienes_de todo_lo_que_tienes_sobre lo_que_tengas_de
    lo_que_tengas_sobre todo_lo_que_sepas_de tout_ce_que_tu_as_sur tout_ce_que_vous_avez_sur the_details_of
    all_the_details_of los_detalles_de les_détails_de die_details_zu die_details_von"""
)
# "delete it all": the whole of what the request points to
WHOLE = words(
    """everything all_of_it it_all the_whole_thing the_lot all_that alles das_alles alle todo todo_eso toda
    alles_drum_rum ois_drum_rum alles_drum_herum alles_drumherum
    todos tout tout_ça tout_cela in_general generally overall im_allgemeinen überhaupt en_general en_général"""
)
TOPIC_TAILS = words(
    "stuff things thing info information matter bit business sache kram zeug cosas asunto trucs histoire saga"
    " story drama mess episode ordeal affair geschichte gschicht ärger theater zirkus lío rollo movida follón"
    " culebrón affaire drame embrouille"
)

# follow-ups: widening, correcting, narrowing
ADD = words(
    """too also as_well and_also while_you're_at_it that_too then_that_too and_all an_all
    auch auch_noch noch ebenfalls und och ooch
    también tambien además y_también
    aussi également et_aussi
    same_for the_same_for same_with same_goes_for ditto_for
    das_gleiche_für dasselbe_für das_gleiche_mit dasselbe_mit genauso_mit genauso_bei
    lo_mismo_con lo_mismo_para lo_mismo_de igual_con igual_para
    pareil_pour pareil_avec même_chose_pour la_même_chose_pour"""
)
CORRECT = words(
    """i_meant i_mean sorry no_wait wait no, not_that actually oops instead
    ich_meinte ich_meine sorry nein moment eigentlich stattdessen nicht i_moan i_mein i_hob_gmoant ned_de na_ned
    ich_mein mein_ich meen_ik ik_meen verkehrt warte warte_mal wart_mal
    je_me_suis_trompée je_me_suis_trompé je_me_suis_trompe me_equivoqué me_he_equivocado ich_hab_mich_vertan
    ich_habe_mich_vertan ich_habe_mich_geirrt i_hob_mi_vertan i_hab_mi_vertan i_ha_mi_vertaa i_got_it_wrong my_mistake
    quería_decir quise_decir perdona perdón no, mejor en_realidad digo
    je_voulais_dire je_veux_dire pardon non, plutôt en_fait désolé"""
)
KEEP = words(
    """keep don't_touch leave not_the but_not except
    behalte behalt lass nicht_den nicht_die aber_nicht außer drinlassen drinnlassen drin_lassen
    deja mantén guarda pero_no excepto menos deje déjelo dejelo déjela déjelos mantenga guárdelo no_toque no_lo_toque
    garde laisse mais_pas sauf pas_le pas_la"""
)
# the places a person names for where something is kept ("scrap the wedding reminder", "the budget page you
# made", "keep the notes"): a request or a kept part that names one is about that place only
PLACES = {
    "reminders": words(
        """reminder reminders remindr alarm alarms alert alerts scheduled_task scheduled_tasks
        erinnerung erinnerungen erinnerig erinnerige wecker recordatorio recordatorios aviso avisos alarma alarmas
        rappel rappels
        alerte alertes"""
    ),
    "notes": words("note notes notiz notizen aufzeichnungen nota notas apuntes"),
    "pages": words(
        """page pages canvas spreadsheet sheet seite seiten tabelle página páginas hoja hoja_de_cálculo
        tableau tableur"""
    ),
}
# a place someone goes to, asked by which one it is ("en qué hospital tratan a mi padre", "which bank I use"):
# its name is the fact ("Hospital La Fe")
INSTITUTIONS = {
    "hospital": words(
        """hospital hospitals krankenhaus klinik klinikum clinic clinics clínica clinique hôpital hopital chu
        infirmary spital"""
    ),
    "bank": words("bank banks banco bancos banque banques sparkasse volksbank caixa caja"),
    "gym": words("gym fitnessstudio studio gimnasio"),
    "university": words("university uni universität universidad université college hochschule fachhochschule"),
    "church": words("church kirche iglesia église parish gemeinde parroquia paroisse"),
    "care home": words(
        """care_home nursing_home retirement_home old_people's_home pflegeheim altenheim seniorenheim
        seniorenresidenz residencia residencia_de_mayores ehpad maison_de_retraite"""
    ),
}
ONLY = words("just only solely nur bloß lediglich solo sólo solamente únicamente juste seulement uniquement")
BOTH = words(
    """both all_of_them all_three all_four the_two beide beides alle_beide los_dos las_dos ambos ambas les_deux
    tous_les_deux"""
)
# "that", "it", "what I just said": a pointer to something earlier in the conversation
POINTERS = words(
    """that it this those these them that_one this_one the_last_thing what_i_said what_i_just_said
    what_i_told_you what_i_just_told_you what_i_gave_you the_last_thing_i_asked what_i_just_telt_ye what_i_telt_ye
    what_i_just_telt_you
    what_i_was_telling_you stuff_i_was_telling_you things_i_was_telling_you what_i_was_just_telling_you
    what_we_were_talking_about stuff_we_were_talking_about things_we_were_talking_about stuff_we_was_talking_about
    what_we_talked_about stuff_we_talked_about what_we_just_talked_about we_were_talking_about
    das es dies diese dieses den_davon damit davon dazu darüber
    was_ich_gesagt_habe was_ich_dir_gesagt_habe was_ich_dir_gerade_gesagt_habe
    was_ich_dir_erzählt_habe was_ich_dir_erzählt_hab was_ich_dir_gerade_erzählt_habe was_ich_dir_grad_erzählt_hab
    was_ich_grad_gesagt_hab was_ich_grad_gesagt_habe was_ich_gerade_gesagt_hab was_ich_gerade_gesagt_habe
    was_ich_eben_gesagt_hab was_ich_eben_gesagt_habe was_ich_dir_grad_gesagt_hab was_ich_dir_eben_gesagt_hab
    eso esto lo ese esa eso_que_te_dije lo_que_te_dije lo_que_te_conté
    lo_que_te_estaba_contando lo_que_te_contaba lo_que_te_estaba_diciendo
    ça cela ce ceci ce_que_je_t'ai_dit ce_que_je_viens_de_dire
    ce_que_je_te_racontais ce_que_je_t'ai_raconté ce_que_je_te_disais ce_dont_on_parlait ce_dont_on_vient_de_parler
    was_wir_besprochen_haben worüber_wir_geredet_haben lo_que_estábamos_hablando lo_que_hablamos"""
)
RECENT = words(
    """yesterday earlier before just just_now recently today this_morning last_time a_minute_ago
    gestern vorhin eben gerade vorher heute
    ayer antes antes_de_ahora hace_un_rato hoy recién
    hier avant tout_à_l'heure récemment aujourd'hui"""
)
VAGUE = words(
    """something some_stuff a_thing some_things stuff things anything some_info everything_you_know whatever
    etwas irgendwas was einiges
    algo cualquier_cosa algo_de_lo_que_sabes
    quelque_chose un_truc des_trucs n'importe_quoi"""
)

# ------------------------------------------------------------------------------------------ whose

USER_WORDS = words(
    """i i'm im i've i'd me my mine myself our ours we us
    ich mich mir mein meine meinen meinem meiner meines unser unsere unseren unserem unserer uns meim mim minere mei
    mei'm
    yo me mi mis mío mía míos mías conmigo nuestro nuestra nuestros nuestras soy estoy
    je j' moi mon ma mes notre nos suis"""
)
PRONOUN_WORDS = words(
    """her his their them him she he they hers
    ihr ihre ihren ihrem ihrer sein seine seinen seinem seiner er sie ihm ihn
    su sus ella ellos ellas
    lui elle leur leurs son sa ses"""
)
# French "son/sa/ses" and Spanish "su/sus" mean his or her: a pronoun owner, never the user
PRONOUN_POSSESSIVES = words(
    "her his their ihr ihre ihren ihrem ihrer sein seine seinen seinem seiner su sus son sa ses leur leurs"
)

# relation -> words (singular and plural, all four languages); compared folded
RELATIONS: dict[str, tuple[str, ...]] = {
    "mother": words(
        """mother mom mum mam mammy mommy mummy mama mutter mutti mami madre mamá mama mami mère maman amá mi_vieja
        mare mãe maw mither cucha mater daronne muatter muata mudder modder amma ammi"""
    ),
    "father": words(
        "father dad daddy papa vater papa papi vati padre papá père papa apá mi_viejo pare pai faither cucho vatta vota"
    ),
    # (Andean Spanish "ñaño", "ñaña")
    # (Indian English: Telugu "amma", "akka", "chelli", "thammudu", "baava"; Urdu "ammi", "bhai"; Hindi "behen";
    # Tamil "thambi")
    "sister": words(
        "sister sis schwester hermana ñaña sœur soeur frangine germana irmã bhenji didi schwesta akka chelli behen"
    ),
    "brother": words(
        """brother bro bruder hermano ñaño frère frere frangin germà irmão brither veerji paaji bhaiya bredda bruader
        bruada bhai thammudu thambi annayya"""
    ),
    "parents": words("parents parent folks eltern padres mis_viejos"),
    "mother-in-law": words("mother-in-law schwiegermutter suegra belle-mère"),
    "father-in-law": words("father-in-law schwiegervater suegro beau-père"),
    "sister-in-law": words("sister-in-law sis-in-law schwägerin cuñada belle-sœur belle-soeur bhabhi"),
    "brother-in-law": words("brother-in-law bro-in-law schwager cuñado beau-frère baava"),
    # someone who was one: another person than the brother-in-law now ("Ex-Schwager Dirk Albrecht")
    "ex-in-law": words(
        """ex-brother-in-law ex-sister-in-law ex-schwager ex-schwägerin ex-cuñado ex-cuñada ex-beau-frère
        ex-belle-sœur ex-belle-soeur ex-mother-in-law ex-father-in-law ex-schwiegermutter ex-schwiegervater
        ex-suegra ex-suegro ex-belle-mère ex-beau-père"""
    ),
    "daughter-in-law": words("daughter-in-law schwiegertochter nuera belle-fille"),
    "son-in-law": words("son-in-law schwiegersohn yerno gendre"),
    "stepmother": words("stepmother stepmom stiefmutter madrastra"),
    "stepfather": words("stepfather stepdad stiefvater padrastro"),
    "siblings": words("siblings geschwister geschwistern hermanos frères_et_sœurs"),
    # (Scots "Lad: Callum (17)"; Caribbean "mi muchacho"; Asturian "fíu", "fía")
    "son": words("son sohn hijo fils filho lad mi_muchacho fíu bua"),
    "daughter": words("daughter tochter hija fille filla filha lassie lass mi_muchacha fía"),
    "child": words(
        """child kid kids children kind kinder niño niña niños hijos enfant enfants gosse the_little_one
        my_youngest bairn bairns wean weans der_kleine die_kleine unser_kleiner unsere_kleine mein_kleiner
        meine_kleine meinen_kleinen
        el_peque la_peque mi_peque le_petit
        la_petite mon_petit ma_petite mon_drôle ma_drôlesse mes_drôles mi_chiquillo mi_chiquilla
        minot minote minots"""
    ),
    "wife": words("wife ehefrau frau esposa mujer femme épouse"),
    "husband": words("husband ehemann mann esposo marido mari époux"),
    "co-wife": words("co-wife co-wives co-épouse coépouse co-épouses"),  # (a polygamous household: Senegal)
    "partner": words(
        """partner spouse fiance fiancee fiancé fiancée partnerin pareja novio novia compagnon compagne conjoint
        conjointe partenaire lebensgefährte lebensgefährtin lebenspartner lebenspartnerin"""
    ),
    "ex": words(
        """ex ex-wife ex-husband ex-partner ex-girlfriend ex-boyfriend exfrau exmann ex-frau ex-mann ex-femme ex-mari
        ex-épouse ex-époux ex-compagne ex-compagnon ex-esposa ex-marido ex-mujer ex-novia ex-novio"""
    ),
    "girlfriend": words("girlfriend gf copine petite_amie petite_copine meuf chérie ma_blonde"),  # (Québec)
    "boyfriend": words("boyfriend bf copain petit_ami petit_copain mec jules chéri chum"),
    "friend": words(
        """friend friends best_friend bff buddy pal mate freund freundin freunde kumpel kumpels beste_freundin
        bester_freund amigo amiga amigos amigas colega ami amie amis pote copains copines meilleure_amie meilleur_ami
        pana parcero parcera haberer spezi"""
    ),
    "boss": words(
        """boss manager supervisor supervisora supervisorin superviseur superviseure chef chefin vorgesetzter
        vorgesetzte jefe jefa patron patronne cheffe manager team_lead team_leader teamlead teamleiter teamleiterin
        line_manager jefe_de_equipo chef_d'équipe"""
    ),
    "colleague": words(
        "colleague coworker co-worker kollege kollegin compañero compañera collègue betriebsrat betriebsrätin"
    ),
    "business_partner": words(
        """business_partner cofounder co-founder geschäftspartner geschäftspartnerin teilhaber socio socia associé
        associée"""
    ),
    "employee": words(
        "employee empleado empleada angestellter angestellte employé employée salarié salariée shop_boy shop_girl"
        " shop_assistant apprentice apprenti apprentie lehrling azubi aprendiz aprendiza"
    ),
    "neighbor": words("neighbor neighbour nachbar nachbarin vecino vecina voisin voisine"),
    "aunt": words("aunt auntie aunty tante tía tia tata buaji masi"),
    "uncle": words("uncle onkel tío tio oncle tonton chacha"),
    "cousin": words("cousin cousine primo prima cuz cuzin cuzzin coz"),
    "grandmother": words(
        """grandmother grandma granny nana nan nanna nonna gran oma großmutter grossmutter abuela abuelita grand-mère
        mamie mémé mamé àvia avó"""
    ),
    "grandfather": words(
        "grandfather grandpa granddad grandad opa großvater grossvater abuelo abuelito grand-père papi pépé avi avô"
    ),
    "grandchild": words(
        """grandchild grandchildren grandkid grandkids grandson granddaughter enkel enkelin enkelkind enkelkinder
        enkeln nieto nieta nietos nietas petit-fils petite-fille petits-enfants"""
    ),
    "niece": words("niece nichte sobrina nièce"),
    "nephew": words("nephew neffe sobrino neveu"),
    "godchild": words(
        """godchild godson goddaughter patenkind patensohn patentochter göd godl ahijado ahijada filleul filleule"""
    ),
    "sponsor": words("sponsor"),  # (an AA or NA sponsor)
    "waiter": words("waiter waitress kellner kellnerin camarero camarera mesero mesera serveur serveuse"),
    "godparent": words(
        """godparent godmother godfather patentante patenonkel taufpate taufpatin godi madrina padrino marraine
        parrain"""
    ),
    # (the parent of one's godchild, or one's child's godparent, and a close friend so called: "Comadre: Rocío")
    "co_parent": words("comadre compadre comadres compadres"),
    "roommate": words("roommate flatmate housemate mitbewohner mitbewohnerin coloc colocataire compañero_de_piso"),
    "tenant": words("tenant tenants mieter mieterin mietern inquilino inquilina inquilinos locataire locataires"),
    "landlord": words("landlord landlady vermieter vermieterin casero casera propietario propriétaire proprio"),
    "caretaker": words(
        """caretaker janitor hausmeister hausmeisterin hauswart hauswartin abwart abwartin conserje portero portera
        concierge gardien gardienne"""
    ),
    "chauffeur": words("chauffeur chauffeuse chófer chofer mototaxi mototaxista taxista taxi_driver cab_driver"),
    "hairdresser": words("hairdresser hairstylist friseur friseurin coiffeur coiffeuse peluquero peluquera coiffeurin"),
    "doctor": words(
        """doctor doc doktor gp physician ob obgyn arzt ärztin hausarzt hausärztin frauenarzt frauenärztin médico médica
        doctora médecin docteur généraliste gynéco gynécologue kinderarzt kinderärztin pediatrician paediatrician
        pediatra pédiatre"""
    ),
    "therapist": words(
        """therapist counselor counsellor psychologist psychiatrist shrink therapeut therapeutin psychologe
        psychologin psychiater psychiaterin terapeuta psicólogo psicóloga psiquiatra psy thérapeute psychologue
        psychiatre consejero
        consejera"""
    ),
    "dentist": words("dentist zahnarzt zahnärztin dentista dentiste"),
    # (a community psychiatric nurse, "CPN", who comes to the house; not "nurse" itself, a job notes name
    # ("Dental nurse at a practice on City Road"), no one of the user's)
    "nurse": words("cpn"),
    "physio": words(
        """physiotherapist physical_therapist physiotherapeut physiotherapeutin fisioterapeuta kiné kine
        kinésithérapeute kinesitherapeute kinésiologue"""
    ),
    # specialists, so a condition's doctor goes with it ("Endocrinologist: Dr. Aoife Nolan")
    "endocrinologist": words(
        """endocrinologist endo diabetologist endokrinologe endokrinologin diabetologe diabetologin endocrino
        endocrina endocrinólogo endocrinóloga endocrinologue diabétologue"""
    ),
    "neurologist": words("neurologist neurologe neurologin neurólogo neuróloga neurologue"),
    "pulmonologist": words(
        """pulmonologist lung_specialist respiratory_specialist pneumologe pneumologin lungenfacharzt
        lungenfachärztin neumólogo neumóloga pneumologue"""
    ),
    "cardiologist": words("cardiologist kardiologe kardiologin cardiólogo cardióloga cardiologue"),
    "dermatologist": words(
        """dermatologist skin_doctor skin_specialist hautarzt hautärztin dermatologe dermatologin dermatólogo
        dermatóloga dermatologue"""
    ),
    "allergist": words("allergist allergologe allergologin alergólogo alergóloga allergologue"),
    "gastroenterologist": words(
        """gastroenterologist gastroenterologe gastroenterologin gastroenterólogo gastroenteróloga
        gastro-entérologue gastroentérologue"""
    ),
    "oncologist": words("oncologist onkologe onkologin oncólogo oncóloga oncologue"),
    "rheumatologist": words("rheumatologist rheumatologe rheumatologin reumatólogo reumatóloga rhumatologue"),
    "urologist": words("urologist urologe urologin urólogo uróloga urologue"),
    "orthopedist": words(
        """orthopedist orthopaedist orthopedic_surgeon orthopaedic_surgeon orthopäde orthopädin traumatólogo
        traumatóloga ortopeda orthopédiste"""
    ),
    "ophthalmologist": words(
        """ophthalmologist eye_doctor augenarzt augenärztin oftalmólogo oftalmóloga oculista ophtalmologue
        ophtalmo"""
    ),
    "ent": words(
        """ent ent_specialist ent_doctor otolaryngologist ear_nose_and_throat hno hno-arzt hno-ärztin otorrino
        otorrinolaringólogo otorrinolaringóloga orl oto-rhino oto-rhino-laryngologiste"""
    ),
    "vet": words("vet veterinarian tierarzt tierärztin veterinario veterinaria veterinario vétérinaire véto"),
    "lawyer": words(
        """lawyer attorney solicitor advocate barrister anwalt anwältin rechtsanwalt rechtsanwältin abogado abogada
        avocat avocate"""
    ),
    "notary": words("notary notar notarin notario notaria notaire"),
    "accountant": words(
        "accountant steuerberater steuerberaterin contable contador contadora asesor asesora gestor gestora comptable"
    ),
    "teacher": words("teacher lehrer lehrerin profesor profesora profe maestro maestra professeur prof maîtresse"),
    "coach": words("trainer coach entrenador entraîneur"),
    "babysitter": words("babysitter nanny sitter kindermädchen niñera nounou"),
    "carer": words(
        """carer caregiver caretaker care_worker home_help pflegerin pfleger pflegekraft betreuerin betreuer
        cuidadora cuidador auxiliaire_de_vie aide-soignante aide_à_domicile aidante"""
    ),
    "plumber": words("plumber klempner fontanero plombier"),
    "mover": words(
        "mover movers removal_company removals umzugsfirma umzugsunternehmen mudanza déménageur déménageurs"
    ),
    "mechanic": words("mechanic mechaniker mecánico garagiste"),
    "supplier": words(
        "supplier suppliers lieferant lieferantin lieferanten proveedor proveedora proveedores fournisseur fournisseurs"
    ),
    "penpal": words(
        """penpal pen_pal penfriend pen_friend brieffreund brieffreundin amigo_por_correspondencia
        amiga_por_correspondencia correspondant correspondante"""
    ),
    "priest": words(
        """priest parish_priest pfarrer pfarrerin priester kaplan cura párroco sacerdote curé prêtre abbé"""
    ),
    "recruiter": words(
        """recruiter headhunter headhunterin personalvermittler personalvermittlerin reclutador reclutadora
        cazatalentos recruteur recruteuse chasseur_de_têtes"""
    ),
    "dog": words("dog hund perro chien"),
    "cat": words("cat katze gato chat"),
}
ANIMALS = frozenset({"dog", "cat"})  # relations that own no phone or e-mail ("…, a nourrit mon chat, 506-…")
# a "child" request also means a son or a daughter named in the notes; "my doctor" may be the dentist too
RELATION_ALSO: dict[str, tuple[str, ...]] = {
    "child": ("son", "daughter"),
    "partner": ("wife", "husband", "girlfriend", "boyfriend"),
    "girlfriend": ("partner",),  # "ma copine" is the note's "Partner: Grace Kim"
    "boyfriend": ("partner",),
    "siblings": ("brother", "sister"),
    "friend": ("friend",),
    "doctor": (
        "dentist",
        "endocrinologist",
        "neurologist",
        "pulmonologist",
        "cardiologist",
        "dermatologist",
        "allergist",
        "gastroenterologist",
        "oncologist",
        "rheumatologist",
        "urologist",
        "orthopedist",
        "ophthalmologist",
        "ent",
    ),
    "parents": ("father", "mother"),
}
# everyday English for a relation in messages ("your mother's address")
RELATION_LABEL = {
    "mother": "mother",
    "father": "father",
    "siblings": "sibling",
    "child": "child",
    "boss": "manager",
    "vet": "vet",
    "ex": "ex",
    "ent": "ENT doctor",
    "co_parent": "comadre or compadre",
}


def relation_label(key: str) -> str:
    """Everyday English for a relation's key ("your business partner's …", never "business_partner")."""
    return RELATION_LABEL.get(key, key.replace("_", " "))


TITLES = words(
    "dr dr. dra dre mr mrs ms mx prof pr sir dame herr frau don doña sr sra srta m. mme mlle maître me"
    " lic licda lcda ing arq mag dott abog med barr"  # Latin American, Austrian, Italian, Nigerian ("Barr. Obi")
)

# ------------------------------------------------------------------------------------------ what


@dataclass(frozen=True)
class Attribute:
    """One kind of fact: how a request names it, how notes signal it, what values state it."""

    name: str
    label: str  # everyday English words for the plan ("your sister's address")
    phrases: tuple[str, ...]  # how a request names it (head nouns; phrases in all four languages)
    cues: tuple[str, ...] = ()  # words in a note that signal a statement of it (beside `phrases`)
    values: tuple[str, ...] = ()  # value kinds that state it (from lethe.language.values)
    person: bool = False  # the fact is a person (a name): "my manager's name", "who my doctor is"
    qualifiers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    off_default: tuple[str, ...] = ()  # qualifier groups the bare request does not mean (the office, the old one)


_PLACE_QUALIFIERS = {
    "home": words("home house current new flat apartment zuhause privat casa domicilio domicile maison"),
    "work": words("work office business büro arbeit trabajo oficina bureau travail"),
    "old": words(
        "old previous former formerly alte alten ahl ahle früher antigua anterior viejo vieja ancienne ancien"
    ),
}
_PHONE_QUALIFIERS = {
    "mobile": words("mobile cell cellphone personal handy móvil movil portable"),
    "work": words("work office desk direct business büro dienstlich trabajo oficina bureau travail pro"),
    "home": words("home landline house festnetz fijo fixe"),
}

ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(
        "address",
        "address",
        words(
            """address addresses home_address postal_address mailing_address where_lives where_live where_i_live
            adresse adressen anschrift wohnadresse wohnort dirección direccion direcciones domicilio señas
            adresse adresses domicile"""
        ),
        words(
            """lives live living moved moving resides residence mail mailing ship deliver postal street
            wohnt wohnen gezogen straße strasse str vive viven calle avenida av mudó habite habitent rue allée
            avenue"""
        ),
        values=("street_address", "postcode"),
        qualifiers=_PLACE_QUALIFIERS,
        off_default=("work", "old"),
    ),
    Attribute(
        "postcode",
        "postcode",
        words(
            """postcode postcodes post_code postal_code zip zip_code zipcode eircode postleitzahl plz código_postal
            codigo_postal code_postal"""
        ),
        words("cp"),
        values=("postcode",),
    ),
    Attribute(
        "phone",
        "phone number",
        words(
            """phone phone_number mobile mobile_number cell cell_number telephone telephone_number number numbers
            cell_phone telefon telefonnummer handy handynummer nummer rufnummer festnetz festnetznummer teléfono
            telefono
            número numero móvil movil celular portable téléphone telephone numéro tél tel tlf tlfn tlfno tfno telf
            tfn mob cel celu gsm natel natelnummer natelnr landline landline_number home_phone home_number house_phone
            teléfono_fijo número_fijo fijo téléphone_fixe ligne_fixe fixe handphone handphone_number hp_number nro"""
        ),
        words("call text whatsapp signal reach line tel. anrufen llamar appeler"),
        values=("phone",),
        qualifiers=_PHONE_QUALIFIERS,
        off_default=("work",),
    ),
    Attribute(
        "email",
        "email address",
        words(
            """email e-mail email_address e-mail_address e-mail-adresse mail correo correo_electrónico courriel
            adresse_mail adresse_e-mail"""
        ),
        words("inbox"),
        values=("email",),
        qualifiers={
            "work": words("work office business job büro arbeit dienstlich trabajo oficina bureau travail pro"),
            "personal": words("personal private privat persönlich personal perso personnel"),
        },
    ),
    Attribute(
        "birthday",
        "birthday",
        words(
            """birthday birth_date date_of_birth birthdate dob bday when_born when_i_was_born geburtstag
            geburtsdatum geboren cumpleaños cumple cumple_años fecha_de_nacimiento nacimiento nací anniversaire
            date_de_naissance suis_né suis_née est_né est_née née naissance"""
        ),
        # (a request's "né" alone is no phrase: folded, it is French "ne", as in "il ne m'a pas remboursée")
        words("born birth turns geb. geb geboren nació nacida nacido née né naissance nee ne"),
        values=("date",),
    ),
    Attribute(
        "anniversary",
        "anniversary",
        words(
            """anniversary wedding_anniversary our_anniversary jahrestag hochzeitstag aniversario aniversario_de_boda
            nuestro_aniversario anniversaire_de_mariage anniversaire_de_rencontre notre_anniversaire"""
        ),
        words("anniversary jahrestag hochzeitstag aniversario married verheiratet casados mariés"),
        values=("date",),
    ),
    Attribute(
        "name",
        "name",
        words(
            """name names who_is who_i_report_to who_my who_is_my what_she's_called what_he's_called named namen
            name_von nombre cómo_se_llama como_se_llama quién_es nom qui_est s'appelle"""
        ),
        values=("person",),
        person=True,
    ),
    Attribute(
        "salary",
        "salary",
        words(
            """salary salaries pay paycheck payslip payslips pay_slip lohnzettel gehaltsabrechnung fiche_de_paie
            bulletin_de_salaire comp compensation income earnings wage wages how_much_i_earn
            how_much_i_make what_i_earn what_i_make what_i'm_paid what_im_paid what_i_get_paid how_much_i'm_paid
            how_much_i_get_paid raise bonus target_comp gehalt gehälter lohn einkommen stundenlohn hourly_rate
            hourly_wage salario_por_hora taux_horaire
            verdienst was_ich_verdiene gehaltserhöhung umsatz turnover chiffre_d'affaires comme_chiffre facturación
            sueldo salario ingresos nómina cuánto_gano cuanto_gano
            cuánto_me_gano cuanto_me_gano lo_que_me_gano
            lo_que_gano salaire salaires rémunération revenu paie ce_que_je_gagne combien_je_gagne
            what_he_earns what_she_earns what_he_makes what_she_makes how_much_he_earns how_much_she_earns
            lo_que_cobra lo_que_gana cuánto_cobra cuanto_cobra cuánto_gana cuanto_gana was_er_verdient
            cuánto_me_pagan cuanto_me_pagan lo_que_me_pagan cuánto_cobro cuanto_cobro lo_que_cobro
            was_sie_verdient ce_qu'il_gagne ce_qu'elle_gagne combien_il_gagne combien_elle_gagne ce_qu'il_touche
            how_much_i_earned how_much_i_made what_i_earned what_i_made what_i_was_making what_i_was_paid
            how_much_i_was_paid cuánto_ganaba cuanto_ganaba lo_que_ganaba cuánto_cobraba cuanto_cobraba
            lo_que_cobraba combien_je_gagnais ce_que_je_gagnais was_ich_verdient_habe wie_viel_ich_verdient_habe"""
        ),
        words(
            """base earn earns make brutto netto bruto brutos neto gross gano gana ganaba gagne cobra cobro cobré pagan
            chiffre turnover umsatz verdient
            touche"""
        ),
        values=("money",),
    ),
    Attribute(
        "passport",
        "passport number",
        words("passport passport_number reisepass pass pasaporte passeport"),
        values=("code", "national_id"),
    ),
    Attribute(
        "national_id",
        "ID number",
        words(
            """ssn social_security social_security_number id_number national_id id_card personalausweis ausweis
            ausweisnummer sozialversicherungsnummer dni nie documento_de_identidad carnet_de_identidad
            carné_de_identidad carne_de_identidad identity_card id identificación
            número_de_la_seguridad_social numéro_de_sécu numéro_de_sécurité_sociale sécu sécurité_sociale nir
            carte_d'identité avs ahv numéro_avs ahv-nummer
            social_insurance_number sv-nummer svnr rentenversicherungsnummer número_de_seguridad_social
            número_de_seguro_social nss numéro_d'assurance_sociale rut cpf bsn pesel curp cuil cuit
            bvn bank_verification_number cédula cedula cédula_de_identidad cedula_de_identidad codice_fiscale
            nhs_number nhs_no"""
        ),
        values=("national_id", "code"),
    ),
    Attribute(
        "tax_id",
        "tax number",
        words(
            """tax_id tax_number tax_id_number employer_identification_number steuer-id steuer_id steuernummer
            steueridentifikationsnummer steuer-identifikationsnummer tax_file_number
            nif número_de_identificación_fiscal numéro_fiscal numéro_d'identification_fiscale trn
            taxpayer_registration_number ird_number ird_no"""
        ),
        words("ein tin"),  # in a note ("EIN for the LLC: 94-…"), never in a request (German "eine")
        values=("national_id", "code"),
    ),
    Attribute(
        "bank",
        "bank details",
        words(
            """bank bank_account account account_number bank_account_number checking savings routing
            routing_number iban bank_details bankverbindung konto kontonummer bankkonto cuenta cuenta_bancaria
            número_de_cuenta datos_bancarios cbu cvu clabe alias_cbu compte compte_bancaire rib coordonnées_bancaires"""
        ),
        words("checking acct routing sparkasse banco banque"),
        values=("iban", "account_number", "routing_number"),
    ),
    Attribute(
        "card",
        "card number",
        words(
            """credit_card credit_card_number card_number debit_card visa mastercard kreditkarte
            kreditkartennummer karte tarjeta tarjeta_de_crédito tarjeta_de_credito carte_bancaire carte_de_crédit
            carte_bleue numéro_de_carte"""
        ),
        words("card exp expires"),
        values=("card", "card_expiry"),
    ),
    Attribute(
        "membership",
        "membership number",
        words(
            """membership membership_number member_number loyalty_number frequent_flyer frequent_flyer_number
            mileage_number mitgliedsnummer mitgliedsnr mitglieds-nr vielfliegernummer vielflieger meilennummer
            kundennummer número_de_socio número_de_socia número_de_miembro número_de_afiliado número_de_afiliada
            viajero_frecuente número_de_viajero_frecuente adhérent numéro_d'adhérent mutuelle
            complémentaire_santé complémentaire grand_voyageur numéro_de_grand_voyageur carte_de_fidélité"""
        ),
        words("member mitglied socio"),
        values=("code", "account_number"),
    ),
    Attribute(
        "payment_alias",
        "transfer alias",
        words("alias alias_cbu alias_cvu alias_de_mp alias_de_mercado_pago"),  # Argentina: "alias gonza.mate.birra"
        words("alias"),
        values=("code",),
    ),
    Attribute(
        "library_card",
        "library card",
        words(
            """library_card library_card_number library_number bibliotheksausweis büchereiausweis
            carné_de_biblioteca carnet_de_biblioteca tarjeta_de_biblioteca carte_de_bibliothèque"""
        ),
        values=("code", "account_number"),
    ),
    Attribute(
        "plate",
        "licence plate",
        words(
            """plate licence_plate license_plate number_plate numberplate kennzeichen nummernschild matrícula matricula
            plaque immatriculation car_registration vehicle_registration car_reg
            reg_plate autokennzeichen placa patente"""
        ),
        words("reg registration plate kennzeichen matrícula matricula immatriculation plaque immatriculée immatriculé"),
        values=("label",),
    ),
    Attribute(
        "code",
        "code",
        words(
            """code password passcode pin nip pin_code door_code gate_code wifi_password code_name codename
            passwort kennwort pin-code zugangscode código contraseña clave code mot_de_passe digicode
            combo combination lock_combo zahlenkombi zahlenkombination kombination combinación combinaison
            pw pwd mdp"""
        ),
        values=("label",),
    ),
    Attribute(
        "reference",
        "reference number",
        words(
            """reference reference_number ref case_number case_reference claim_number file_number case_ref
            aktenzeichen fallnummer vorgangsnummer geschäftszeichen schadennummer referencia número_de_referencia
            número_de_expediente número_de_caso expediente référence numéro_de_référence référence_du_dossier
            numéro_de_sinistre"""
        ),
        words("ref case claim az fallnr fall-nr vorgang expediente dossier sinistre"),
        values=("label",),
    ),
    Attribute(
        "school",
        "school",
        words(
            """school where_goes_to_school goes_to_school schule grundschule kita kindergarten colegio escuela
            guardería école collège crèche nursery preschool daycare krippe kinderkrippe maternelle"""
        ),
        words("attends elementary school kindergarten schule colegio école"),
        values=("organisation",),
    ),
    Attribute(
        "appointment",
        "appointment",
        words("appointment appointments visit termin termine arzttermin cita citas consulta rendez-vous rdv"),
        words("appointment booked visit termin cita rendez-vous"),
        values=("date", "time"),
    ),
    Attribute(
        "size",
        "size",
        words(
            """size sizes shoe_size ring_size dress_size shirt_size clothing_size größe schuhgröße kleidergröße
            ringgröße konfektionsgröße talla tallas número_de_zapato taille pointure tour_de_doigt"""
        ),
        words("size fit größe talla taille pointure"),
        values=("label",),
    ),
    Attribute(
        "blood_type",
        "blood type",
        words("blood_type blood_group blutgruppe grupo_sanguíneo groupe_sanguin"),
        values=("label",),
    ),
    Attribute(
        # a sum named by what it is for: "le montant de la pension alimentaire", "was Mamas Heim im Monat kostet"
        "amount",
        "amount",
        words(
            """amount sum how_much what_it_costs cost costs price montant somme combien coût prix ce_que_coûte
            betrag summe suma balance solde saldo kontostand what_i_owe how_much_i_owe ce_que_je_dois lo_que_debo
            cuánto_debo cuanto_debo combien_je_dois wie_viel_ich_schulde was_ich_schulde
            wie_viel wieviel was_kostet kostet kosten choschtet was_choschtet choschte preis importe cantidad
            cuánto cuanto lo_que_cuesta cuesta
            coste precio what_i_pay how_much_i_pay what_we_pay how_much_we_pay lo_que_pago cuánto_pago cuanto_pago
            lo_que_pagamos cuánto_pagamos ce_que_je_paie ce_que_je_paye combien_je_paie combien_je_paye
            ce_qu'on_paie was_ich_zahle was_ich_bezahle wie_viel_ich_zahle was_wir_zahlen was_i_zahl wie_viel_i_zahl
            was_ich_zahl was_er_zahlt was_sie_zahlt wie_viel_er_zahlt wie_viel_sie_zahlt is_charging_me
            are_charging_me is_charging_us are_charging_us charge_me charges_me what_they_charge quote_is
            lo_que_me_cobra lo_que_me_cobran cuánto_me_cobra cuánto_me_cobran ce_qu'il_me_facture
            ce_qu'ils_me_facturent combien_il_me_prend was_er_mir_berechnet was_sie_mir_berechnen
            what_i_paid how_much_i_paid what_we_paid how_much_we_paid ce_que_j'ai_payé ce_que_j'ai_paye
            combien_j'ai_payé combien_j'ai_paye ce_qu'on_a_payé lo_que_pagué lo_que_pague lo_que_saqué lo_que_saque
            cuánto_saqué cuanto_saque cuánto_pagué cuanto_pague
            lo_que_pagamos was_ich_bezahlt_hab was_ich_bezahlt_habe wie_viel_ich_bezahlt_hab
            wie_viel_ich_bezahlt_habe was_i_zahlt_hab"""
        ),
        values=("money",),
    ),
)
BY_NAME = {a.name: a for a in ATTRIBUTES}
# facets of a size: a request for one ("my shoe size") counts only beside its words
SIZE_FACETS: dict[str, tuple[str, ...]] = {
    "shoe": words(
        """shoe shoes sneakers runners trainers boots sandals heels loafers cleats schuh schuhe turnschuhe
        zapato zapatos zapatillas chaussure chaussures baskets pointure"""
    ),
    "ring": words("ring band ringe anillo bague"),
    "dress": words("dress dresses gown kleid vestido robe"),
    "bra": words("bra bras bh sujetador sujetadores soutien-gorge"),
    "shirt": words("shirt shirts t-shirt tshirt tee hemd camisa camiseta chemise"),
    "trousers": words("pants pant trousers jeans waist inseam hose pantalón pantalon"),
}
# "the number" with no kind could be any of these
NUMBERISH = ("phone", "passport", "national_id", "tax_id", "bank", "card", "membership", "library_card", "code")
# words that name only the kind of a number ("phone number" is the phone; "number" alone is any of NUMBERISH)
NUMBER_WORDS = words("number numbers nummer número numero numéro no n° nr nro")
# words before "number" that say which one of someone's numbers, not what kind ("my old number", "ihre neue
# Nummer", "mi número de siempre"): any other word names the kind ("my health insurance number", "the case number")
NUMBER_EVERYDAY = words(
    """old new current other previous former latest actual real personal private main second first primary spare
    direct whole full exact usual right wrong same different temporary temp only own last
    alt alte alten alter altes neu neue neuen neuer aktuelle aktuellen andere anderen private privaten eigene
    viejo vieja antiguo antigua nuevo nueva actual otro otra privado privada mismo misma siempre propio
    ancien ancienne nouveau nouvel nouvelle actuel actuelle autre privé privée perso même vieux vieil"""
)

# ------------------------------------------------------------------------------------------ calendar words

# months and days in every language read, and words of relative time: dates, not names of things
# what dealing with someone is made of: "everything about my therapist — the sessions, the Tuesday reminder" is
# everything about her, not a thing of hers
DEALINGS = words(
    """session sessions appointment appointments visit visits call calls reminder reminders meeting meetings
    sitzung sitzungen termin termine besuch besuche anruf anrufe erinnerung erinnerungen sesión sesiones sesion
    cita citas visita visitas llamada llamadas recordatorio recordatorios séance séances rendez-vous rdv visite
    visites appel appels rappel rappels"""
)
# the same word in the other languages (and a language's own name for itself): "the Luxembourgish course" is the
# "Lëtzebuergesch-Kurs", "my Spanish class" the "Spanischkurs"; one group a line
GLOSSES = """
course courses kurs kurse curso cursos cours class classes clase clases lesson lessons
boiler heizung therme caldera calentador chaudière chaudiere
kitchen küche cocina cuisine
eviction räumung räumungsklage desahucio desalojo expulsion expulsión
fine strafe bußgeld multa amende
pillar pilier säule pilar
landlord vermieter casero arrendador propietario propriétaire proprio
english englisch inglés anglais
german deutsch alemán allemand
spanish spanisch español española españoles españolas espagnol espagnole castellano
french französisch francés français
italian italienisch italiano italien
portuguese portugiesisch portugués portugais português
dutch niederländisch holländisch neerlandés holandés néerlandais nederlands
luxembourgish luxemburgisch lëtzebuergesch luxemburgués luxembourgeois
arabic arabisch árabe arabe
chinese mandarin chinesisch chino mandarín chinois
japanese japanisch japonés japonais
russian russisch ruso russe
polish polnisch polaco polonais polski
turkish türkisch turco turc
greek griechisch griego grec
swedish schwedisch sueco suédois svenska
korean koreanisch coreano coréen
catalan katalanisch catalán català
basque baskisch vasco euskera basque
rent miete alquiler loyer
shop laden tienda boutique magasin
bowling kegeln kegelbahn bolos
club verein klub
loan darlehen kredit préstamo prêt
debt debts schulden deuda deudas dette dettes
insurance versicherung seguro assurance
tax steuer steuern impuestos impôts
salary gehalt sueldo salaire
lawyer anwalt anwältin abogado abogada avocat avocate
court gericht juzgado tribunal
school schule escuela colegio école
flat wohnung piso appartement
garden garten jardín jardin
hospital krankenhaus klinikum hôpital
dentist zahnarzt zahnärztin dentista dentiste
physio physiotherapie fisioterapia fisio kiné kinésithérapeute
choir chor coro chorale
neighbour neighbor nachbar nachbarin vecino vecina voisin voisine
boat boot barco bateau sailboat sloop voilier segelboot velero
penalty sanction sanción sanciones multa multas amende amendes bußgeld
funeral beerdigung entierro funérailles enterrement
holiday urlaub vacaciones vacances
account konto cuenta compte
invoice invoices rechnung rechnungen factura facturas facture factures
contract vertrag contrato contrat
mortgage hypothek hipoteca hypothèque
pills tablets tabletten pastillas pilules comprimés
fee gebühr gebühren tarifa frais
asylum asyl asylantrag asilo asile
office büro oficina bureau
poisoning vergiftung intoxicación intoxication
inspector inspectora inspectrice inspecteur prüfer prüferin
week weeks woche wochen semana semanas semaine semaines
surveyor vermesser vermesserin agrimensor topógrafo géomètre
noise lärm ruido bruit
land grundstück terreno terrain
injection injections spritze spritzen inyección inyecciones piqûre piqûres
radiation bestrahlung strahlentherapie radioterapia radiothérapie
upstairs oben arriba
cart karren wagen carrito carreta charrette
knee knie rodilla genou
warning abmahnung amonestación advertencia avertissement
till kasse caja caisse
complaint complaints beschwerde beschwerden queja quejas reclamación reclamo plainte plaintes réclamation
written schriftlich schriftliche escrito escrita écrit écrite
couple pareja ehepaar
van vans transporter furgoneta furgoneta camionnette fourgon fourgonnette
lent lend loaned geliehen verliehen prestado prestada presté prêté prêtée
"""
CALENDAR = words(
    """january february march april may june july august september october november december jan feb mar
    apr jun jul aug sep sept oct nov dec januar februar märz maerz mai juni juli oktober dezember enero febrero
    marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre janvier février mars avril juin
    juillet août septembre octobre novembre décembre monday tuesday wednesday thursday friday saturday sunday
    montag dienstag mittwoch donnerstag freitag samstag sonntag lunes martes miércoles jueves viernes sábado
    domingo lundi mardi mercredi jeudi vendredi samedi dimanche mon tue wed thu fri sat sun q1 q2 q3 q4
    mondays tuesdays wednesdays thursdays fridays saturdays sundays montags dienstags mittwochs donnerstags
    freitags samstags sonntags
    last next this year week month ago winter summer autumn sommer frühling herbst invierno verano primavera otoño
    hiver printemps automne easter christmas xmas ostern weihnachten pascua navidad pâques noël thanksgiving
    divali diwali deepavali eid ramadan hanukkah chanukah halloween pentecost pfingsten silvester sylvester hogmanay
    nochevieja"""
)

# ------------------------------------------------------------------------------------------ function words

STOP = frozenset(
    words(
        """cuanto cuanta cuantos cuantas cuánto cuánta cuántos cuántas dl wieviel wieviele combien
        anne inne vonne aufm wat dat et da vun vum mismo misma mismos mismas hasta incluso sogar
        a an the same of off about aboot and or to that this it its is was be been being are am in on at for with
        from by all everything anything info information details stuff notes note thing things what which who whom
        whose told tell said say mentioned wrote just new some any there their his her him them they she he
        as so do did does have has had can could would will should please also know knew remember saved save abt
        keep kept get got let lets make sure one ones than then when where how very really still i me meh my mine we
        our us you your i'm im i've i'd myself anymore any_more more no not don't dont
        doesn't doesnt isn't isnt wasn't wasnt haven't havent hasn't hasnt hadn't hadnt won't wont
        can't cant couldn't couldnt wouldn't wouldnt aren't arent weren't werent
        der die das den dem des ein eine einen einem einer eines und oder zu zum zur von vom mit bei über
        other others otro otra otros otras andere anderen anderer anderes autre autres
        für auf aus ist sind war bin hast hat habe ich mich mir mein meine meinen meinem meiner du dich dir
        dein deine er sie es wir ihr was wer wie wo wann dass ob auch noch nur bitte alles etwas im am an in
        nicht kein keine sei seim seina beim ins ans aufs fürs fürn übers durchs ums col
        only seulement uniquement solamente únicamente unicamente sólo lediglich bloß
        el la los las un una unos unas de del al y o a en con por para que qué es son era soy estoy mi mis
        me te tu tus su sus lo le les se yo tú él ella nos todo toda todos todas algo eso esto ese esa muy
        ya no sí si cuando donde dónde como cómo cuál sobre escribí dije conté apunté anoté
        le la les l' un une des de du d' et ou à au aux en avec pour par sur sous dans que qui quoi est sont suis je
        j' me m' te t' tu mon ma mes ton ta tes son sa ses se s' ce cet cette ces tout toute tous toutes
        quelque ça cela il elle ils elles nous vous ne pas plus y celui celle ceux celles chez
        ur pls plz lol jaja jeje mdr ah euh
        tomo nehme prends
        every each jeden jede jedes jeder cada chaque hatte hatten hattest hätte hätten
        must muss doit faire hacer machen debe tiene
        dat wat nich nix ham hamm
        chasch chan isch sini sis sine em ihm nöd ned hesch häsch gsi öppis eifach emol mir vo uff druff uf druf
        gäll gäu gälled
        früher damals autrefois jadis wart woart
        tho though tae fae wi intae ye yer dinnae cannae didnae wisnae isnae
        dey wey wetin dem
        nuh mek yuh deh seh fi inna pon haffi cyaan wah
        ag jislaaik
        sasa manze wueh aki kwani buda msee mathee niko
        cariad duw iawn diolch mun
        cachai cachái po sipo pucha weón weon
        halt ährlich ooch weeßte
        howay wor divvent hinny summat knaa
        chale herh kraa ankasa paa sef
        chama chamo pana burda
        sweet chur"""
    )
)


def _all_words() -> set[str]:
    from .words import folded_words

    tables = [
        FORGET,
        NOT_FORGET,
        FILLERS,
        TOPIC,
        WHOLE,
        TOPIC_TAILS,
        ADD,
        CORRECT,
        KEEP,
        ONLY,
        BOTH,
        POINTERS,
        RECENT,
        VAGUE,
    ]
    tables += [USER_WORDS, PRONOUN_WORDS, NUMBER_WORDS, NUMBER_EVERYDAY, tuple(STOP), TITLES, CALENDAR]
    tables += list(RELATIONS.values()) + [a.phrases + a.cues for a in ATTRIBUTES]
    tables += [q for a in ATTRIBUTES for q in a.qualifiers.values()]
    return {w for t in tables for p in t for w in folded_words(p)}


# a line of the user's profile saying how they write ("Writes NZ English with te reo: whānau, kai, …", "Schreibt
# Kölsch: jo (ja), nä (nein), …"): their everyday words, no matter of theirs
HOW_THEY_WRITE = re.compile(
    r"^\W*(?:writes|speaks|texts|schreibt|spricht|escribe|habla|écrit|parle)\b(?=[^:]*:)", re.IGNORECASE
)
